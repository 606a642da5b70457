export { createChatModel, type ModelServices } from "./create.js";
export { providerLimiter, Semaphore } from "./concurrency.js";
export { costOf, DEFAULT_PRICES, lookupPrice, type PriceLookup } from "./pricing.js";
export { backoffMs, createResilientFetch, isRetryableStatus, retryAfterMs, type TransportPolicy } from "./transport.js";
export {
  DOCUMENT_METADATA_KEY,
  UsageCallbackHandler,
  UsageLedger,
  usageFromMessage,
  usageFromMetadata,
  ZERO_USAGE,
  type CallIdentity,
  type TokenUsage,
  type UsageEntry,
  type UsageListener,
  type UsageRecord,
  type UsageSummary,
} from "./usage.js";
