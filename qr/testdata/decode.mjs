// Reads QR codes with jsQR, an independent reader, as a phone's camera
// would: each line of standard input is a JSON image {"w", "h", "grey"}
// (grey: base64, one byte a pixel), each line of standard output the text
// read, JSON-quoted, or null.
import { createRequire } from "module";
import readline from "readline";
const require = createRequire(process.argv[2] + "/");
const jsQR = require("jsqr");
const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  const img = JSON.parse(line);
  const grey = Buffer.from(img.grey, "base64");
  const rgba = new Uint8ClampedArray(img.w * img.h * 4);
  for (let i = 0; i < grey.length; i++) {
    rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = grey[i];
    rgba[4 * i + 3] = 255;
  }
  const got = jsQR(rgba, img.w, img.h, { inversionAttempts: "dontInvert" });
  console.log(JSON.stringify(got ? got.data : null));
}
