// fxa-common-password-list ships no types: one CommonJS export with a `test` function.
declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean };
  export default list;
}
