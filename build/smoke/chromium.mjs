// Launches Debian's Chromium headless through playwright-core from .tools/,
// with the flags this machine needs: no sandbox, software WebGL through
// SwiftShader, and none of the background traffic a closed network refuses.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('.tools/node_modules/'));
const { chromium } = require('playwright-core');

export function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
