import type { Locator, Page } from 'playwright-core';
import { eventually } from './harness';

export const main = (page: Page) => page.locator('#main-content');
/** The selected chat: every other slide of the carousel is inert. */
export const chat = (page: Page) => main(page).locator('[data-testid=chat-slide][data-phase]:not([inert] *)').first();

/** Types like a person (copy and paste are blocked) and presses Enter. */
export async function send(page: Page, text: string): Promise<void> {
  const input = chat(page).getByTestId('chat-input');
  await eventually(() => input.isEnabled()).toBe(true);
  // At a person's pace: a burst far past any typist's speed is sent as no speed at all.
  await input.pressSequentially(text, { delay: 25 });
  await input.press('Enter');
}

/** Sends an answer and waits for the bot's next message. */
export async function say(page: Page, text: string): Promise<void> {
  const bot = chat(page).getByTestId('conversation').locator('[data-testid=customer-message],[data-testid=system-message]');
  const before = await bot.count();
  await send(page, text);
  await eventually(() => bot.count()).toBeGreaterThan(before);
}

/** The recommended answers of the seeded chat 'Password reset with identity check', step by step. */
export const PASSWORD_RESET = {
  /** The five answers before the select-one step. */
  opening: [
    "Thank you for contacting us. I'm sorry you're locked out; I'll help you get back into your account.",
    'Before we start, please note this chat is recorded for quality and security purposes, and I will never ask you for your password.',
    'I understand. Can you tell me whether you still have access to the mobile number and email address on the account?',
    "Please don't share your password with anyone, including me. To verify your identity, could you confirm your date of birth and ZIP code?",
    "Thank you. I've just sent a one-time code by text to the mobile number ending in 4417. Could you read it back to me?",
  ],
  chip: 'The code matches: unlock the account',
  afterChip: 'So am I back in?',
  unlocked:
    "Your account is unlocked. I've sent a secure reset link to your email address; it is valid for 30 minutes and lets you choose a new password.",
  /** The last answer: it ends the chat, so no bot message follows it. */
  closing: "You're welcome, Marcus. Is there anything else I can help you with? Thank you for contacting us and have a good day.",
} as const;

/** Picks an option of a Mantine select by its visible name. */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** From the practice list (Engage): starts the scripted chat 'Password reset with identity check' and waits for the customer's first line. */
export async function startPasswordResetChat(page: Page): Promise<void> {
  await main(page).getByTestId('roleplay-card').first().waitFor();
  await main(page).getByTestId('tab-all').click();
  await main(page).getByTestId('type-filter-all').getByLabel('Chat').check();
  await main(page)
    .getByTestId('roleplay-card')
    .filter({ hasText: 'Password reset with identity check' })
    .getByTestId('start-practice')
    .click();
  await page.waitForURL(/\/dashboard\/engage\/session\/[0-9a-f]{24}$/);
  await chat(page).getByTestId('customer-message').first().waitFor();
}

/**
 * The signed-in hero practises the scripted chat 'Password reset with identity check' to the end with
 * the recommended answers, filing the CRM form, and waits for the score (as the chat-practice journey).
 */
export async function completePasswordResetChat(page: Page): Promise<void> {
  await page.goto('/dashboard/engage');
  await startPasswordResetChat(page);
  for (const answer of PASSWORD_RESET.opening) await say(page, answer);
  await chat(page).getByTestId('answer-chips').last().getByText(PASSWORD_RESET.chip).click();
  await chat(page).getByText(PASSWORD_RESET.afterChip).waitFor();

  await main(page).getByTestId('tab-crm').click();
  const form = main(page).getByTestId('crm-form');
  await form.waitFor();
  await form.getByTestId('crm-customerName').fill('Marcus Bell');
  await choose(page, form.getByTestId('crm-contactReason'), 'Account change');
  await form.getByLabel('Resolved').check();
  await form.getByLabel('Verified identity').check();
  await form.getByTestId('crm-notes').fill('Identity verified by DOB, ZIP and OTP; account unlocked and reset link sent.');
  await form.getByTestId('crm-submit').click();
  await form.getByTestId('crm-submitted').waitFor();
  await main(page).getByTestId('tab-chats').click();

  await say(page, PASSWORD_RESET.unlocked);
  await send(page, PASSWORD_RESET.closing);
  await chat(page).getByTestId('score-block').waitFor({ timeout: 20_000 });
}
