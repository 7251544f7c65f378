// Flags for Debian's Chromium on these machines, shared by the browser tests and the bench:
// headless as root, and no background traffic to hosts the closed network refuses.
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
