// A page the server drew (a first visit to a ticket or a payment page, issue 21) is on screen
// before any of the app's code: the app's modules are asked for only once that page has been
// painted, so on a slow connection they do not compete with it for the first paint. A page opened
// in a background tab paints nothing until shown, so there the app starts at once.
(() => {
  const script = document.currentScript;
  const start = () => {
    // One insertion for all of them: the head changed once, not once per file.
    const files = document.createDocumentFragment();
    for (const href of script.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      files.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry;
    files.append(entry);
    document.head.append(files);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
})();
