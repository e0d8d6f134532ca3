/**
 * A stored option code in words for staff ("singleWithChildren" → "single with children"): the
 * desk is English, and the borrower's own labels belong to the borrower's app.
 */
export const codeWords = (code: string): string =>
  code
    .replace(/(\d)to(\d)/g, '$1 to $2')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase();
