import { describeChunkIndexConformance } from "../../test/support/chunk-index-conformance.js";
import { MemoryChunkIndex } from "./memory-index.js";

describeChunkIndexConformance("MemoryChunkIndex", () => new MemoryChunkIndex());
