// A page the server drew (a first visit to a ticket or a payment page, issue 21) is on screen
// before any of the app's code: the app's modules are asked for only once that page has been
// painted, so on a slow connection they do not compete with it for the first paint. A page opened
// in a background tab paints nothing until shown, so there the app starts at once.
(() => {
  const script = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
  if (document.visibilityState === 'hidden') return start();
  // "Painted" is when the first paint was on screen, as the paint timing reports it. The frame after
  // requestAnimationFrame was not enough: its paint could reach the screen ~30 ms later, after the
  // modules had been asked for (seen in one run of five), and the browser then counted them as
  // needed for that paint.
  const paintTiming = window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (paintTiming) {
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  }
  // Where paint timing is missing: the frame after the first one. Where it reports nothing (a page
  // with nothing contentful): a second on.
  requestAnimationFrame(() => setTimeout(start, paintTiming ? 1000 : 0));
})();
