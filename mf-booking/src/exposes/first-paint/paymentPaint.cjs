'use strict';

/**
 * The markup of the payment step's first paint (`/payment`), which the shell's server sends with the HTML so a
 * phone shows the step before any script has run: the booking progress (step 3 of 4), the heading with Back, the
 * warning not to leave, the booking summary's card (its heading: what it lists is the customer's) and, from
 * 900 px where it stands beside the summary, the card form (the method tabs, the empty fields, the mock gateway's
 * note, Pay, the storage note). Nothing of a customer: the server knows no booking, so this is what every
 * payment starts with, and the page has no `record`.
 *
 * The booking remote owns it because it owns the page: the markup mirrors the page (`payment`: Payment,
 * PaymentMethodTabs, CardPaymentForm, CardField, Notice, PaymentSummary; `booking-progress`: BookingSteps), so
 * the hand-over moves nothing; its look (the `rt-fpb-*` classes) is booking.css beside this file.
 *
 * The build publishes this file beside the booking remote's manifest; the shell's server runs it in a sandbox
 * with nothing but the language's built-ins (no `require`, no I/O, a time limit): it must stay one
 * self-contained CommonJS file exporting `paint()` → `{ body }`.
 */

const STEPS = ['Movie & Show', 'Select Seats', 'Payment', 'Confirmation'];

/** Material icon paths (MIT, from @mui/icons-material), as the page draws them. */
const ICONS = {
  CheckCircle:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  ArrowBack: 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z',
  ErrorOutline: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z',
  InfoOutlined:
    'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  CreditCard:
    'M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2m0 14H4v-6h16zm0-10H4V6h16z',
  QrCode:
    'M3 11h8V3H3zm2-6h4v4H5zM3 21h8v-8H3zm2-6h4v4H5zm8-12v8h8V3zm6 6h-4V5h4zm0 10h2v2h-2zm-6-6h2v2h-2zm2 2h2v2h-2zm-2 2h2v2h-2zm2 2h2v2h-2zm2-2h2v2h-2zm0-4h2v2h-2zm2 2h2v2h-2z',
  AccountBalanceWallet:
    'M21 18v1c0 1.1-.9 2-2 2H5c-1.11 0-2-.9-2-2V5c0-1.1.89-2 2-2h14c1.1 0 2 .9 2 2v1h-9c-1.11 0-2 .9-2 2v8c0 1.1.89 2 2 2zm-9-2h10V8H12zm4-2.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5',
  Lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
};

const icon = (name, size = 24) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="currentColor" aria-hidden="true"><path d="${ICONS[name]}"/></svg>`;

/** The four-step bar (BookingSteps), step `active` (0-based) current, the ones before it ticked. */
function steps(active) {
  const items = STEPS.map((label, index) => {
    const state = index < active ? 'done' : index === active ? 'current' : 'ahead';
    const mark = state === 'done' ? icon('CheckCircle') : `<span class="rt-fpb-num">${index + 1}</span>`;
    return `<li class="rt-fpb-step rt-fpb-${state}"><span class="rt-fpb-icon">${mark}</span><span class="rt-fpb-label">${label.replace('&', '&amp;')}</span></li>`;
  });
  return `<ol class="rt-fpb-steps" aria-label="Booking progress">${items.join('')}</ol>`;
}

/** A warning or an information line with its icon (Notice), outlined. */
const notice = (severity, extra, text) =>
  `<div class="rt-fpb-notice rt-fpb-notice-${severity}${extra}"><span class="rt-fpb-notice-icon">` +
  `${icon(severity === 'error' ? 'ErrorOutline' : 'InfoOutlined', 22)}</span><div class="rt-fpb-notice-text">${text}</div></div>`;

/** An empty outlined card field (CardField): its label resting in it, and its blank error line. */
const field = (label) =>
  `<div class="rt-fpb-field"><div class="rt-fpb-field-box"><span class="rt-fpb-field-label">${label}</span></div><p class="rt-fpb-field-help"> </p></div>`;

const TABS = [
  ['Card', 'CreditCard'],
  ['UPI', 'QrCode'],
  ['Wallet', 'AccountBalanceWallet'],
];

function cardForm() {
  const tabs = TABS.map(
    ([label, name], index) =>
      `<span class="rt-fpb-tab${index === 0 ? ' rt-fpb-tab-on' : ''}">${icon(name)}${label}</span>`,
  ).join('');
  return (
    `<div class="rt-fpb-pay-form"><div class="rt-fpb-tabs">${tabs}</div>` +
    `<div class="rt-fpb-fields">${field('Card Number')}<div class="rt-fpb-pair">${field('Expiry (MM/YY)')}${field('CVV')}</div>` +
    `${field('Cardholder Name')}</div>` +
    notice(
      'info',
      ' rt-fpb-mock',
      'This is a mock payment gateway: no real money is charged. Any valid card number works, except 4000 0000 0000 0002, which is always declined.',
    ) +
    `<div class="rt-fpb-submit"><span class="rt-fpb-pay-btn">${icon('Lock', 20)}Pay</span></div>` +
    '<p class="rt-fpb-pay-note">Your card number and CVV are never stored.</p></div>'
  );
}

function paint() {
  const body =
    `<div class="rt-fpb rt-fpb-pay">${steps(2)}` +
    `<div class="rt-fpb-pay-head"><span class="rt-fpb-back">${icon('ArrowBack')}</span><h1 class="rt-fpb-pay-title">Payment</h1></div>` +
    notice('error', ' rt-fpb-warning', 'Please do not refresh or close this page until your payment is complete.') +
    `<div class="rt-fpb-pay-grid">${cardForm()}<div class="rt-fpb-pay-aside"><div class="rt-fpb-summary">` +
    '<h2 class="rt-fpb-summary-title">Booking Summary</h2></div></div></div></div>';
  return { body };
}

module.exports = { paint };
