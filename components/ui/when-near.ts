/** How far below the viewport the code of something not yet in view starts loading, so that it is usually ready when scrolled to. */
export const AHEAD = '400px';

/**
 * Runs `run` once, when `element` comes within AHEAD of the viewport (at once where the browser
 * has no IntersectionObserver). Returns a function that stops watching.
 */
export function whenNear(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
