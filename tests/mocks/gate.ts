/**
 * A promise a mock handler waits on until the test opens it, so a loading state stays on screen until
 * the test has seen it, however slowly the page's code loads on a busy machine.
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
