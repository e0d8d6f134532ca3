/** Paths screens link to; the full route table (names, flags, screens) is in app/route-table. */
export const PATHS = {
  welcome: '/',
  start: '/start',
  home: '/homeIndex',
  my: '/my',
  identityInfo: '/identityInfo',
  noAndroid: '/noAndroid',
  privacy: '/privacy',
  terms: '/conditionalTerms',
  test: '/test',
} as const;
