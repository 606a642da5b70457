/**
 * A chat model for concurrency tests: every call is answered by a function of its messages after a delay, and the
 * model records how many of its calls were in flight at once. `fakeModel()` answers synchronously, so it cannot
 * show whether calls overlap.
 */
import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { AIMessage, BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";

export type Responder = (messages: BaseMessage[], call: number) => AIMessage;

export class TimedModel extends BaseChatModel {
  inFlight = 0;
  maxInFlight = 0;
  calls: BaseMessage[][] = [];

  constructor(
    private readonly responder: Responder,
    private readonly delayMs = 20,
  ) {
    super({});
  }

  _llmType(): string {
    return "timed-test-model";
  }

  override bindTools(): this {
    return this;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const call = this.calls.push([...messages]) - 1;
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      const message = this.responder(messages, call);
      return { generations: [{ text: "", message }] };
    } finally {
      this.inFlight--;
    }
  }
}
