import { corpusShard } from "../abuse/run-corpus";

// The bad-input corpus, shard 6 of 6 (test/abuse/run-corpus.ts deals the routes).
corpusShard(6, 6);
