// /llms.txt: the docs by sidebar category, each linking its Markdown twin (src/lib/llms).
import { llmsFile } from '../data/llms';
import { llmsTxt } from '../lib/llms/index-files';

export const GET = llmsFile(llmsTxt);
