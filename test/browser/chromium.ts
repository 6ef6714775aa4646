// The Chromium the browser tests and the page's end-to-end test drive: Debian's
// (`apt-get install chromium`), never a downloaded build. BESTFIRST_CHROMIUM overrides
// the path.

export const chromiumPath = process.env.BESTFIRST_CHROMIUM ?? "/usr/bin/chromium";

export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"];
