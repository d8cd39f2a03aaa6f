// Drives the browser build in headless Chromium through the app's menu into
// a game, like a player: it loads the page with a UI script in the URL,
// waits for the app's scene lines on the console, takes screenshots, and
// fails on any console error or page error.
//
// usage: [WIDTH=960 HEIGHT=600] node build/smoke/web.mjs URL OUTDIR STEP…
// (the page is 1280 × 800 unless WIDTH and HEIGHT say otherwise)
// Each STEP in order: NAME=TEXT waits for a console line containing TEXT, then
// saves the screenshot OUTDIR/browser-NAME.png; click:X:Y, tap:X:Y and key:KEY
// wait a second (time enough for an idle app to stop its frames), then click
// the page at (X, Y), tap it with a finger (touchstart and touchend sent
// together) or press KEY, and the next NAME=TEXT looks only at the lines that
// come after, so it shows that the input woke the app.
// It prints the bytes received over the network (bodies and headers, as a
// first visit with an empty cache fetches them) and the time to each TEXT.
import path from 'node:path';
import { launch } from './chromium.mjs';

const [url, outDir, ...marks] = process.argv.slice(2);
const errors = [];
const seen = [];
let waiters = [];

const browser = await launch();
let code = 0;
try {
  const viewport = { width: Number(process.env.WIDTH) || 1280, height: Number(process.env.HEIGHT) || 800 };
  const page = await browser.newPage({ viewport, hasTouch: true });
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error') errors.push('console error: ' + text);
    if (/zombietable: /.test(text)) {
      seen.push(text);
      console.log('  page: ' + text);
      waiters.forEach((w) => w());
    }
  });
  page.on('pageerror', (e) => errors.push('page error: ' + e.message));
  let received = 0;
  const fetched = [];
  const sizing = [];
  page.on('requestfinished', (req) => sizing.push(req.sizes().then((sizes) => {
    received += sizes.responseBodySize + sizes.responseHeadersSize;
    fetched.push(`${path.basename(new URL(req.url()).pathname) || '/'} ${sizes.responseBodySize}`);
  })));
  const started = Date.now();
  await page.goto(url);
  for (const mark of marks) {
    const click = mark.match(/^click:(\d+):(\d+)$/);
    const tap = mark.match(/^tap:(\d+):(\d+)$/);
    const key = mark.match(/^key:(\w+)$/);
    if (click || tap || key) {
      await page.waitForTimeout(1000);
      seen.length = 0;
      if (click) await page.mouse.click(Number(click[1]), Number(click[2]));
      else if (tap) await page.touchscreen.tap(Number(tap[1]), Number(tap[2]));
      else await page.keyboard.press(key[1]);
      console.log(`${mark} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      continue;
    }
    const [name, text] = mark.split(/=(.*)/s);
    await new Promise((resolve, reject) => {
      const check = () => {
        if (seen.some((line) => line.includes(text))) { waiters = waiters.filter((w) => w !== check); resolve(); }
      };
      waiters.push(check);
      check();
      setTimeout(() => reject(new Error(`"${text}" not seen in 180 s`)), 180000);
    });
    console.log(`${name}: "${text}" after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await Promise.all(sizing);
    if (received) {
      console.log(`received ${received} bytes (${fetched.join(', ')})`);
      received = 0;
      fetched.length = 0;
    }
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(outDir, `browser-${name}.png`) });
  }
} catch (e) {
  errors.push(String(e));
} finally {
  await browser.close();
}
for (const e of errors) { console.log(e); code = 1; }
process.exit(code);
