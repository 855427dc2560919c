/** Sends the browser to another site (a payment gateway's page); apart so tests can see where. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
