// Drives the browser build in headless Chromium through the app's menu into
// a game, like a player: it loads the page with a UI script in the URL,
// waits for the app's scene lines on the console, takes screenshots, and
// fails on any console error or page error.
//
// usage: [WIDTH=960 HEIGHT=600] [DPR=3] node build/smoke/web.mjs URL OUTDIR STEP…
// (the page is 1280 × 800 unless WIDTH and HEIGHT say otherwise; DPR=3 is a
// phone's device scale, with a mobile viewport)
// Each STEP in order: NAME=TEXT waits for a console line containing TEXT, then
// saves the screenshot OUTDIR/browser-NAME.png; click:X:Y, tap:X:Y and key:KEY
// wait a second (time enough for an idle app to stop its frames), then click
// the page at (X, Y), tap it with a finger (touchstart and touchend sent
// together) or press KEY, and the next NAME=TEXT looks only at the lines that
// come after, so it shows that the input woke the app.
// kept, offline, online, visit:QUERY and sh:COMMAND (run a shell command)
// try the service worker: see below.
// It prints the bytes received over the network (bodies and headers, as a
// first visit with an empty cache fetches them) and the time to each TEXT.
import { execSync } from 'node:child_process';
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
  // DPR=3 makes it a phone: that device scale, a mobile viewport, touch.
  const dpr = Number(process.env.DPR) || 1;
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: dpr > 1, deviceScaleFactor: dpr });
  let page;
  const open = async (where) => {
    page = await context.newPage();
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
    await page.goto(where);
  };
  // Bytes over the network: the page's requests and its service worker's,
  // but not what the worker answers from its cache.
  let received = 0;
  const fetched = [];
  const sizing = [];
  context.on('requestfinished', (req) => sizing.push((async () => {
    const resp = await req.response().catch(() => null);
    if (resp && resp.fromServiceWorker()) return;
    const name = `${path.basename(new URL(req.url()).pathname) || '/'}${req.serviceWorker() ? ' (worker)' : ''}`;
    let sizes;
    try {
      sizes = await req.sizes();
    } catch (e) {
      // A request that finished as its page closed (a new start) can no
      // longer be sized: it is named, not counted.
      fetched.push(`${name} unsized (${e.message.split('\n')[0]})`);
      return;
    }
    received += sizes.responseBodySize + sizes.responseHeadersSize;
    fetched.push(`${name} ${sizes.responseBodySize}`);
  })()));
  let started = Date.now();
  await open(url);
  for (const mark of marks) {
    const click = mark.match(/^click:(\d+):(\d+)$/);
    const tap = mark.match(/^tap:(\d+):(\d+)$/);
    const key = mark.match(/^key:(\w+)$/);
    // kept waits for the service worker to hold the build; offline cuts the
    // network and online restores it; visit:QUERY closes the page and opens
    // it again (with QUERY), as a new start, timed from there.
    if (mark === 'kept') {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await Promise.all(sizing);
      console.log(`kept: the service worker holds the build after ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (received ? `, received ${received} bytes more (${fetched.join(', ')})` : ''));
      received = 0;
      fetched.length = 0;
      continue;
    }
    const sh = mark.match(/^sh:(.*)$/s);
    if (sh) {
      execSync(sh[1], { stdio: 'inherit' });
      continue;
    }
    if (mark === 'offline' || mark === 'online') {
      await context.setOffline(mark === 'offline');
      console.log(mark);
      continue;
    }
    const visit = mark.match(/^visit:(.*)$/s);
    if (visit) {
      await Promise.all(sizing);
      received = 0;
      fetched.length = 0;
      seen.length = 0;
      await page.close();
      started = Date.now();
      await open(new URL(visit[1] || '', url).href);
      console.log(`visit ${visit[1] || url}`);
      continue;
    }
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
    if (received || fetched.length || marks.includes('kept')) {
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
