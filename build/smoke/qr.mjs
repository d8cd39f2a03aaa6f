// The links screen's QR code, read back as a phone would: the page hosts a
// table through the app's menu (a UI script in the URL), the screen is
// screenshotted, and jsQR (from .tools/) reads the code in the screenshot;
// what it reads must be the link the app printed for the seat shown. It
// then clicks the code and reads the enlarged one too.
//
// usage: [WIDTH=960 HEIGHT=600] node build/smoke/qr.mjs URL OUTDIR NAME [SEAT]
// URL carries the script that ends on the links screen; the screenshots
// are OUTDIR/browser-NAME.png and OUTDIR/browser-NAME-zoomed.png; SEAT is
// the name of the seat whose link the code shows first (default Bob).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { launch } from './chromium.mjs';

const require = createRequire(path.resolve('.tools/node_modules/'));
const jsqrPath = require.resolve('jsqr');
const [url, outDir, name, seat = 'Bob'] = process.argv.slice(2);
const errors = [];
const lines = [];

// readCode decodes the QR code in a PNG screenshot inside the page: the
// browser decodes the PNG, jsQR reads its pixels.
async function readCode(page, png) {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height);
    const got = window.jsQR(d.data, c.width, c.height);
    return got ? got.data : null;
  }, png.toString('base64'));
}

const browser = await launch();
let code = 0;
try {
  const viewport = { width: Number(process.env.WIDTH) || 1280, height: Number(process.env.HEIGHT) || 800 };
  const page = await browser.newPage({ viewport });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push('console error: ' + msg.text());
    if (/zombietable: /.test(msg.text())) lines.push(msg.text());
  });
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  await page.goto(url);
  const deadline = Date.now() + 180000;
  while (!lines.some((l) => l.includes('script done'))) {
    if (Date.now() > deadline) throw new Error('the script did not end in 180 s');
    await page.waitForTimeout(200);
  }
  await page.waitForTimeout(1500);
  const printed = lines.map((l) => l.match(new RegExp(`seat \\d+ \\(${seat}\\): (\\S+)`))).find((m) => m);
  if (!printed) throw new Error(`no link printed for ${seat}: ${lines.join(' | ')}`);
  const want = printed[1];
  // jsQR's bundle is UMD: loaded as a plain script it defines window.jsQR.
  await page.addScriptTag({ path: jsqrPath });
  for (const [suffix, click] of [['', false], ['-zoomed', true]]) {
    if (click) {
      const box = await page.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
      // The code sits at the right of the rows; its middle is at about
      // four fifths of the width, half the height.
      await page.mouse.click(Math.round(box.w * 0.77), Math.round(box.h * 0.52));
      await page.waitForTimeout(1500);
    }
    const png = await page.screenshot({ path: path.join(outDir, `browser-${name}${suffix}.png`) });
    const got = await readCode(page, png);
    console.log(`${name}${suffix}: read ${JSON.stringify(got)}`);
    if (got !== want) errors.push(`${name}${suffix}: the code reads ${JSON.stringify(got)}, want ${want}`);
  }
} catch (e) {
  errors.push(String(e));
} finally {
  await browser.close();
}
for (const e of errors) { console.log(e); code = 1; }
process.exit(code);
