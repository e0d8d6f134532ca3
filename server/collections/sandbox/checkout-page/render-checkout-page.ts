import { INTL_LOCALE } from '../../../../contract/language.ts';
import type { PaymentChannel } from '../../../../contract/loan/repayment.ts';
import { CHANNEL_GROUP } from '../../../../contract/loan/repayment.ts';
import { documentFormat } from '../../../documents/document-format.ts';
import { escapeHtml as e } from '../../../documents/escape-html.ts';
import type { SandboxCheckout } from '../sandbox-book.ts';
import { checkoutUrlOf } from '../sandbox-provider.ts';
import type { CheckoutTexts } from './checkout-texts.ts';
import { CHECKOUT_CSS } from './checkout-style.ts';
import { qrPicture } from './qr-picture.ts';
import { CHECKOUT_TEXTS } from './texts-by-language.ts';

/** 'store': an over-the-counter reference handed to the store, which pays later. */
export type CheckoutPageStep = 'choose' | 'store';

const BRAND_NAMES: Record<Exclude<PaymentChannel, 'bankTransfer'>, string> = {
  gcash: 'GCash',
  maya: 'Maya',
  qrph: 'InstaPay QR Ph',
  sevenEleven: '7-Eleven',
  cebuana: 'Cebuana Lhuillier',
  mlhuillier: 'M Lhuillier',
  palawan: 'Palawan Express',
  bayadCenter: 'Bayad Center',
};

/** The sandbox's own collection account, shown for bank transfer (no real account). */
const SANDBOX_BANK = { name: 'Sandbox Bank (test only)', account: '0000 1234 5678' };

export const channelName = (channel: PaymentChannel, t: CheckoutTexts): string =>
  channel === 'bankTransfer' ? t.bankTransfer : BRAND_NAMES[channel];

/** "123412341234" → "1234 1234 1234", as a receipt prints it. */
const grouped = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const row = (label: string, value: string, className = ''): string =>
  `<div><dt>${e(label)}</dt><dd${className ? ` class="${className}"` : ''}>${e(value)}</dd></div>`;

const form = (action: string, label: string, secondary = false): string =>
  `<form method="post" action="${e(action)}"><button type="submit"${
    secondary ? ' class="secondary"' : ''
  }>${e(label)}</button></form>`;

/**
 * The sandbox's hosted checkout page (docs/product.md#sandbox-adapters): plain HTML with forms,
 * no script, in the checkout's language. Every value is escaped where it is written.
 */
export function renderCheckoutPage(
  checkout: SandboxCheckout,
  options: {
    step: CheckoutPageStep;
    at: Date;
    brand: { proName: string; corporateName: string };
    returnUrl: (state: SandboxCheckout['status']) => string;
  },
): string {
  const t = CHECKOUT_TEXTS[checkout.language];
  const locale = INTL_LOCALE[checkout.language];
  const amount = documentFormat(checkout.language).money(checkout.amountCentavos);
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  }).format(checkout.expiresAt);
  const channel = channelName(checkout.channel, t);
  const group = CHANNEL_GROUP[checkout.channel];
  const brand = options.brand.proName;
  const base = checkoutUrlOf(checkout.id);
  const reference = checkout.otcReference ? grouped(checkout.otcReference) : '';
  const referenceBox =
    `<dl class="box">${row(t.referenceLabel, reference, 'reference')}` +
    `${row(t.storeLabel, channel)}${row(t.payBeforeLabel, time)}</dl>`;

  const summary =
    `<dl>${row(t.amountLabel, amount, 'amount')}${row(t.forLabel, checkout.description)}` +
    `${row(t.channelLabel, channel)}</dl>`;

  let body: string;
  if (checkout.status !== 'pending') {
    body =
      `<p role="status"><strong>${e(t.ended[checkout.status])}</strong></p>` +
      `<a class="link" href="${e(options.returnUrl(checkout.status))}">${e(t.back(brand))}</a>`;
  } else if (options.step === 'store' && group === 'overTheCounter') {
    body =
      `<h2>${e(t.storeHeading)}</h2><p>${e(t.storeHelp)}</p>${referenceBox}` +
      `<p><a class="link" href="${e(options.returnUrl('pending'))}">${e(t.back(brand))}</a></p>` +
      `<section class="tester" aria-labelledby="tester"><h2 id="tester">${e(t.testerHeading)}</h2>` +
      `${form(`${base}/store-pay`, t.storePay)}</section>`;
  } else {
    const steps = t.steps[group]({ channel, amount, expiry: time, brand });
    let extra = '';
    if (group === 'qr') extra = qrPicture(checkout.id, e(t.qrAlt), 'qr-title');
    if (group === 'overTheCounter') extra = referenceBox;
    if (group === 'bank') {
      extra =
        `<dl class="box">${row(t.bankNameLabel, SANDBOX_BANK.name)}` +
        `${row(t.accountNameLabel, options.brand.corporateName)}` +
        `${row(t.accountNumberLabel, SANDBOX_BANK.account)}` +
        `${row(t.transferReferenceLabel, checkout.id.slice(-10).toUpperCase())}</dl>`;
    }
    body =
      `<section aria-labelledby="how"><h2 id="how">${e(t.stepsHeading)}</h2>` +
      `<ol>${steps.map((step) => `<li>${e(step)}</li>`).join('')}</ol>${extra}</section>` +
      `<p class="muted">${e(t.closesAt(time))}</p>` +
      `<section class="tester" aria-labelledby="tester"><h2 id="tester">${e(t.testerHeading)}</h2>` +
      `<p class="muted">${e(t.testerHelp)}</p>${form(`${base}/pay`, t.pay)}` +
      `${form(`${base}/fail`, t.fail, true)}${form(`${base}/expire`, t.expire, true)}</section>`;
  }

  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${e(`${t.title} · ${brand}`)}</title>` +
    `<style>${CHECKOUT_CSS}</style></head><body><main>` +
    `<p class="notice" role="note">${e(t.sandboxNotice)}</p><h1>${e(t.title)}</h1>` +
    `${summary}${body}</main></body></html>`
  );
}
