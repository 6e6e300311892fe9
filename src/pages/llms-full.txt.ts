// /llms-full.txt: every Markdown twin in sidebar order, in one file (src/lib/llms).
import { llmsFile } from '../data/llms';
import { llmsFullTxt } from '../lib/llms/index-files';

export const GET = llmsFile(llmsFullTxt);
