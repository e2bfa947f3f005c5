/** Whether a button (or other form control) is disabled. */
export const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

/**
 * happy-dom never fetches a script in these tests: it answers each with a load event (true) or an
 * error event (false, as a blocker does).
 */
export function setScriptLoading(succeeds: boolean) {
  const settings = (window as unknown as { happyDOM: { settings: { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = succeeds;
}
