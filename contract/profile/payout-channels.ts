/* Zod-free: the bank picker lists these without loading the schemas. */

/** Where the loan is paid out: a bank account, an e-wallet, or cash pick-up at a remittance shop. */
export const PAYOUT_CHANNELS = ['bank', 'ewallet', 'remittance'] as const;
export type PayoutChannel = (typeof PAYOUT_CHANNELS)[number];

export type Payee = { code: string; name: string };

/** Banks and digital banks Filipinos commonly receive salaries in (InstaPay/PESONet members). */
export const BANKS: readonly Payee[] = [
  { code: 'bdo', name: 'BDO Unibank' },
  { code: 'bpi', name: 'BPI (Bank of the Philippine Islands)' },
  { code: 'metrobank', name: 'Metrobank' },
  { code: 'landbank', name: 'LANDBANK' },
  { code: 'pnb', name: 'Philippine National Bank (PNB)' },
  { code: 'securitybank', name: 'Security Bank' },
  { code: 'unionbank', name: 'UnionBank' },
  { code: 'rcbc', name: 'RCBC' },
  { code: 'chinabank', name: 'China Bank' },
  { code: 'eastwest', name: 'EastWest Bank' },
  { code: 'psbank', name: 'PSBank' },
  { code: 'aub', name: 'Asia United Bank (AUB)' },
  { code: 'dbp', name: 'Development Bank of the Philippines (DBP)' },
  { code: 'pbcom', name: 'PBCOM' },
  { code: 'robinsonsbank', name: 'Robinsons Bank' },
  { code: 'maybank', name: 'Maybank Philippines' },
  { code: 'cimb', name: 'CIMB Bank Philippines' },
  { code: 'ctbc', name: 'CTBC Bank Philippines' },
  { code: 'sterling', name: 'Sterling Bank of Asia' },
  { code: 'bankcom', name: 'Bank of Commerce' },
  { code: 'psb', name: 'Philippine Savings Bank' },
  { code: 'citystate', name: 'City Savings Bank' },
  { code: 'cardbank', name: 'CARD Bank' },
  { code: 'seabank', name: 'SeaBank Philippines' },
  { code: 'tonik', name: 'Tonik Digital Bank' },
  { code: 'gotyme', name: 'GoTyme Bank' },
  { code: 'maribank', name: 'MariBank' },
  { code: 'uno', name: 'UNO Digital Bank' },
  { code: 'ofbank', name: 'OFBank' },
  { code: 'unionDigital', name: 'UnionDigital Bank' },
];

/** E-wallets; the account is the mobile number registered with the wallet. */
export const EWALLETS: readonly Payee[] = [
  { code: 'gcash', name: 'GCash' },
  { code: 'maya', name: 'Maya' },
  { code: 'shopeepay', name: 'ShopeePay' },
  { code: 'grabpay', name: 'GrabPay' },
  { code: 'coinsph', name: 'Coins.ph' },
  { code: 'palawanpay', name: 'PalawanPay' },
];

/** Cash pick-up: the payee claims the money with an ID and the withdrawal phone. */
export const REMITTANCE_SHOPS: readonly Payee[] = [
  { code: 'palawan', name: 'Palawan Express Pera Padala' },
  { code: 'cebuana', name: 'Cebuana Lhuillier' },
  { code: 'mlhuillier', name: 'M Lhuillier' },
  { code: 'lbc', name: 'LBC' },
  { code: 'rdpawnshop', name: 'RD Pawnshop' },
  { code: 'villarica', name: 'Villarica Pawnshop' },
];

export const PAYEES_BY_CHANNEL: Record<PayoutChannel, readonly Payee[]> = {
  bank: BANKS,
  ewallet: EWALLETS,
  remittance: REMITTANCE_SHOPS,
};

export const findPayee = (channel: PayoutChannel, code: string): Payee | undefined =>
  PAYEES_BY_CHANNEL[channel].find((payee) => payee.code === code);
