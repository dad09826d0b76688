import { corpusShard } from "../abuse/run-corpus";

// The bad-input corpus, shard 3 of 6 (test/abuse/run-corpus.ts deals the routes).
corpusShard(3, 6);
