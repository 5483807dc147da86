/**
 * A date as the classic theme's "Last updated on …" writes it for the site's locale (`en`, in UTC):
 * `Nov 22, 2026`, what `new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'})` gives. Written out because the browser's first Intl date formatter loads its locale
 * data on the main thread, a long task on a phone, while the page hydrates.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function shortDateUtc(date: Date): string {
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
