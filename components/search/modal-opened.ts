let settle: () => void = () => {};

/**
 * Settles when a search modal first opens (or shows open on arrival, through its `:target` link).
 * The form inside waits for it to load its code (see DeferredForm): most visits to a results page
 * never open the modal.
 */
export const modalOpened = new Promise<void>((resolve) => {
  settle = resolve;
});

export const markModalOpened = (): void => settle();
