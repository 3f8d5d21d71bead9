// `import '@biz/server-kit/small-heap'` as the first line of a process's main.ts, before anything allocates:
// V8 sizes this process's heap for memory over speed (`--optimize-for-size`: smaller growth steps, a more
// eager memory reducer). Set here rather than in NODE_OPTIONS, which refuses the flag; set this early it
// works as on the command line. bench/rss.mjs, after its workload: the five 714-718 MB RSS without it,
// 642-652 with it (the worker's PDFs most: 175-181 to 125-129), for more of the worker's CPU on PDFs
// (4.6-4.9 s to 6.9-7.2 s over the run). Decision 034, round four.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--optimize-for-size');
