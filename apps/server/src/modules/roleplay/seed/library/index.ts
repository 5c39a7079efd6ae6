import { addressChange } from './address-change/index.js';
import { billingDispute } from './billing-dispute/index.js';
import { cancellationRetention } from './cancellation-retention/index.js';
import { fraudAlert } from './fraud-alert/index.js';
import { insuranceClaimFnol } from './insurance-claim-fnol/index.js';
import { lateDeliveryComplaint } from './late-delivery-complaint.js';
import { passwordReset } from './password-reset/index.js';
import { planUpgrade } from './plan-upgrade/index.js';
import { premiumIncrease } from './premium-increase.js';
import { refundRequest } from './refund-request.js';
import { technicalFaultTriage } from './technical-fault-triage.js';
import type { LibraryRoleplay } from './types.js';

export type { LibraryRoleplay, LibraryVariant } from './types.js';

/** The generic roleplay library, offered per vertical (DESIGN §6). */
export const ROLEPLAY_LIBRARY: readonly LibraryRoleplay[] = [
  billingDispute,
  passwordReset,
  cancellationRetention,
  lateDeliveryComplaint,
  insuranceClaimFnol,
  planUpgrade,
  technicalFaultTriage,
  fraudAlert,
  addressChange,
  refundRequest,
  premiumIncrease,
];
