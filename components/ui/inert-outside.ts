/**
 * Makes everything on the page inert except `keep` and its ancestors (the way showModal() treats
 * the page behind a native <dialog>): Tab and a screen reader's virtual cursor stay inside `keep`.
 * Elements that were inert already are left as they were. Returns the function that undoes it.
 */
export function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = keep; node && node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}
