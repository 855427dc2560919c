// Loads the shop's code once a server-rendered page has painted (ADR 0008): the page is already
// readable, so its images and styles go first and the code that makes it interactive follows.
const { entry, preload = '' } = document.querySelector('script[data-entry]')?.dataset ?? {};
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (entry) import(entry);
  }),
);
