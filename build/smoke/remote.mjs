// Two browser tabs play one table on a zombietable server to its end: each
// opens the link of its seat (the page at the server's address with
// #join=CODE&token=…, and a UI script in the query that plays the seat's
// first legal move whenever it decides), against each other and the server's
// bot. Once both tables show, both pages are screenshotted at the same moment;
// the game-over screens are screenshotted too. It fails on any console or
// page error, or when either page does not reach the game-over screen.
//
// usage: node build/smoke/remote.mjs OUTDIR LINK1 LINK2
import path from 'node:path';
import { launch } from './chromium.mjs';

const [outDir, ...links] = process.argv.slice(2);
const errors = [];
const browser = await launch();
let code = 0;
try {
  const pages = [];
  const seen = links.map(() => []);
  for (const [i, link] of links.entries()) {
    // Each seat in its own browser context: nothing shared between them.
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    page.on('console', (msg) => {
      const text = msg.text();
      if (msg.type() === 'error') errors.push(`page ${i + 1} console error: ${text}`);
      if (/zombietable: /.test(text)) {
        seen[i].push(text);
        if (!/step \d/.test(text)) console.log(`  page ${i + 1}: ${text}`);
      }
    });
    page.on('pageerror', (e) => errors.push(`page ${i + 1} page error: ${e.message}`));
    const [base, frag] = link.split('#');
    await page.goto(`${base}?script=finish,expect:scene:gameover#${frag}`);
    pages.push(page);
  }
  const waitFor = async (i, text, ms) => {
    const until = Date.now() + ms;
    while (!seen[i].some((l) => l.includes(text))) {
      if (Date.now() > until) throw new Error(`page ${i + 1}: no "${text}" within ${ms / 1000} s`);
      if (errors.length) throw new Error(errors.join('\n'));
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await Promise.all(pages.map((_, i) => waitFor(i, 'scene play', 120000)));
  await new Promise((r) => setTimeout(r, 4000));
  await Promise.all(pages.map((p, i) => p.screenshot({ path: path.join(outDir, `remote-page${i + 1}-table.png`) })));
  console.log('both tables screenshotted at the same moment');
  await Promise.all(pages.map((_, i) => waitFor(i, 'scene gameover', 600000)));
  await new Promise((r) => setTimeout(r, 1500));
  await Promise.all(pages.map((p, i) => p.screenshot({ path: path.join(outDir, `remote-page${i + 1}-over.png`) })));
  await Promise.all(pages.map((_, i) => waitFor(i, 'script done', 30000)));
  console.log('both pages played the table to its end');
} catch (e) {
  console.error(String(e));
  code = 1;
} finally {
  if (errors.length) {
    console.error(errors.join('\n'));
    code = 1;
  }
  await browser.close();
}
process.exit(code);
