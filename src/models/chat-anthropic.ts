import { ChatAnthropic, type ChatAnthropicInput } from "@langchain/anthropic";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { withModelCallPolicy, type ModelCallPolicy } from "./providers.js";

class QaforgeChatAnthropic extends withModelCallPolicy(ChatAnthropic) {}

/** ChatAnthropic with qaforge's call policy. */
export function policedChatAnthropic(fields: ChatAnthropicInput, policy: ModelCallPolicy): BaseChatModel {
  const model = new QaforgeChatAnthropic(fields);
  model.callPolicy = policy;
  return model;
}
