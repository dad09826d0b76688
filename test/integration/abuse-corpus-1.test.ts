import { corpusShard } from "../abuse/run-corpus";

// The bad-input corpus, shard 1 of 6 (test/abuse/run-corpus.ts deals the routes).
corpusShard(1, 6);
