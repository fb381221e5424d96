/** After a failed submit, moves focus to the first field that shows an error (keyboard and screen-reader users). */
export function focusFirstError() {
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    first?.focus();
  });
}
