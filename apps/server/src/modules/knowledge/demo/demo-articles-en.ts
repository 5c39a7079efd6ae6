import type { DemoArticle } from './demo-article.js';

/** Acme Telecom's US care and billing floors, and its UK technical support line. */
export const ENGLISH_ARTICLES: DemoArticle[] = [
  {
    tenants: ['acme-us-care', 'acme-us-billing'],
    title: 'Refunds: how long they take and what to tell the customer',
    tags: ['refunds', 'billing'],
    daysAgo: 3,
    html: `<h2>Timings</h2><ul><li><p><strong>Card payments:</strong> the refund is issued the day we approve it and takes <strong>3–5 business days</strong> to appear on the customer’s statement.</p></li><li><p><strong>Bank transfer / direct debit:</strong> up to 7 business days.</p></li><li><p><strong>Returned devices:</strong> the refund starts only once the warehouse has scanned the return, usually 2 days after delivery to the warehouse.</p></li></ul><h2>What to say</h2><p>Give the customer the date, not just “a few days”: “You’ll see $89.99 back on the card ending 4417 by Friday the 14th.” Add the refund reference from the CRM to the case notes.</p><p>Refunds above <strong>$500</strong> need a team leader’s approval before you confirm them.</p>`,
  },
  {
    tenants: ['acme-us-care', 'acme-us-billing', 'acme-uk-tech'],
    title: 'Identity checks before discussing an account',
    tags: ['identity', 'security', 'compliance'],
    daysAgo: 12,
    html: `<p>Before you discuss or change anything on an account, confirm <strong>two</strong> of: full name and date of birth, the billing postcode, the last four digits of the account number, or a one-time code sent to the phone on file.</p><p><strong>Never</strong> ask for the customer’s password, PIN, full card number or the card’s security code, and never read them back. If a caller fails the check twice, offer to call back on the number on file and log the attempt.</p>`,
  },
  {
    tenants: ['acme-us-billing'],
    title: 'Disputed charges and duplicate payments',
    tags: ['billing', 'disputes', 'refunds'],
    daysAgo: 6,
    html: `<p>Open the billing timeline and look for two payments with the same amount within 48 hours. A duplicate caused by a payment gateway retry is refunded at once with reason code <strong>DUP-GW</strong>, no approval needed.</p><p>For a charge the customer does not recognise, check roaming and in-app purchases first. If the charge is ours and wrong, apply a credit to the next bill and tell the customer the amount and the bill it will appear on.</p>`,
  },
  {
    tenants: ['acme-us-billing'],
    title: 'Payment plans for customers in arrears',
    tags: ['billing', 'collections'],
    daysAgo: 20,
    html: `<p>Customers up to 60 days in arrears can split the balance over 3, 6 or 12 months with no fee. Agree the first instalment date, confirm the monthly amount back to the customer and set the plan in the CRM so reminders stop. Plans over 12 months need the collections team.</p>`,
  },
  {
    tenants: ['acme-us-care', 'acme-uk-tech'],
    title: 'Network outages: checking the map and compensating customers',
    tags: ['outages', 'network'],
    daysAgo: 2,
    html: `<p>Check the live outage map with the customer’s postcode before troubleshooting. If an outage is listed, give the estimated fix time from the map and do not book an engineer.</p><p>Customers without service for more than <strong>24 hours</strong> receive an automatic credit of $10 (or £8 in the UK) for each full day, applied to the next bill; tell them it is automatic so they do not need to call again.</p>`,
  },
  {
    tenants: ['acme-us-care'],
    title: 'Returns and exchanges of devices',
    tags: ['returns', 'devices', 'refunds'],
    daysAgo: 9,
    html: `<p>Devices can be returned within <strong>30 days</strong> of delivery in their original condition. Send a prepaid return label by email from the CRM; the customer has 14 days to drop the parcel off. Damaged devices go through the insurance claim, not a return.</p><p>Once the warehouse scans the return, the refund follows the refund timings article.</p>`,
  },
  {
    tenants: ['acme-us-care'],
    title: 'Late deliveries: options we can offer',
    tags: ['delivery', 'complaints'],
    daysAgo: 5,
    html: `<p>If an order is more than 3 days late, you can offer: a free upgrade to next-day courier on the replacement, a $15 goodwill credit, or cancellation with a full refund. Apologise first, give the tracking status, and let the customer choose.</p>`,
  },
  {
    tenants: ['acme-uk-tech'],
    title: 'Broadband dropping in the evening: troubleshooting steps',
    tags: ['broadband', 'troubleshooting'],
    daysAgo: 4,
    html: `<ol><li><p>Check the outage map and the line test in the diagnostics tool.</p></li><li><p>Ask the customer to restart the Hub 3 and connect one device by cable.</p></li><li><p>If the line test shows noise after 6 pm, book an engineer visit; otherwise move the router away from cordless phones and baby monitors and change the Wi-Fi channel.</p></li></ol><p>Log every step in the case so the next advisor does not repeat it.</p>`,
  },
  {
    tenants: ['acme-uk-tech'],
    title: 'Hub 3 firmware updates',
    tags: ['broadband', 'router'],
    daysAgo: 1,
    html: `<p>Firmware updates install overnight between 1 and 5 am and the router restarts once. Raise a fault only if the router has not come back after 15 minutes with all lights steady.</p>`,
  },
  {
    tenants: ['acme-us-care', 'acme-us-billing', 'acme-uk-tech'],
    title: 'Closing a call or chat',
    tags: ['soft-skills', 'closing'],
    daysAgo: 30,
    html: `<p>Summarise what was done and what happens next (with dates), check there is nothing else, and thank the customer by name. Never end a contact while a promise is open without a case reference the customer can quote.</p>`,
  },
];
