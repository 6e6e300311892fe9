// Which files a Markdown plugin acts on: those inside one of the folders it is given.

/** Whether an absolute file path lies inside `folder` (written with or without its trailing slash). */
export const isInFolder = (path: string, folder: string): boolean => path.startsWith(folder.endsWith('/') ? folder : `${folder}/`);
