import { addressChange } from './address-change.js';
import { billingDispute } from './billing-dispute.js';
import { cancellationRetention } from './cancellation-retention.js';
import { fraudAlert } from './fraud-alert.js';
import { insuranceClaimFnol } from './insurance-claim-fnol.js';
import { lateDeliveryComplaint } from './late-delivery-complaint.js';
import { passwordReset } from './password-reset.js';
import { planUpgrade } from './plan-upgrade.js';
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
