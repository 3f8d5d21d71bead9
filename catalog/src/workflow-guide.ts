/**
 * The resource library's copy for one workflow, written for the client as full sentences: what changes
 * for them, what they do before it goes live, and how to get the most from it once it runs.
 */
export interface WorkflowGuide {
  /** What the guide says first, in a sentence or two. */
  overview: string;
  /** The client's steps before go-live: the access and answers this workflow needs. */
  beforeLive: string[];
  /** What the client does once it runs, to get the most from it. */
  onceLive: string[];
}
