import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cachedCard, cardHash, renderCard, type CardTheme } from './render';

const theme: CardTheme = {
  siteName: 'Docusaurus 中文文档',
  logoSvg: readFileSync('public/img/favicon.svg', 'utf8'),
  primary: '#2e8555',
  accent: '#25c2a0',
};
const doc = {
  eyebrow: '文档',
  title: '安装',
  description: 'Docusaurus 本质上是一组 npm 包。本页说明安装所需的 Node.js 版本、用脚手架创建新站点的命令，以及生成的项目结构。',
  address: 'docusaurus.io/docs/installation',
};

describe('renderCard', () => {
  it('draws a 1200×630 PNG', async () => {
    const png = await renderCard(doc, theme);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    if (process.env.DZ_CARD_SAMPLES) {
      writeFileSync(join(process.env.DZ_CARD_SAMPLES, 'doc.png'), png);
      writeFileSync(
        join(process.env.DZ_CARD_SAMPLES, 'site.png'),
        await renderCard({ title: theme.siteName, description: '快速构建并维护优秀的文档网站，把精力留给内容。', address: 'docusaurus.io' }, theme),
      );
      writeFileSync(
        join(process.env.DZ_CARD_SAMPLES, 'long.png'),
        await renderCard(
          {
            eyebrow: '博客 · 2024-11-04',
            title: 'Docusaurus 3.6：Docusaurus Faster 让大型站点的构建时间缩短到原来的几分之一，还有更多新功能与改进',
            description: doc.description,
            address: 'docusaurus.io/blog/releases/3.6',
          },
          theme,
        ),
      );
    }
  }, 30_000);
  it('draws a card once and reads it from the cache after that', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dz-cards-'));
    const first = await cachedCard(doc, theme, dir);
    const second = await cachedCard(doc, theme, dir);
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(second.png.equals(first.png)).toBe(true);
    expect(cardHash({ ...doc, title: '安装 ' }, theme)).not.toBe(cardHash(doc, theme));
  }, 30_000);
});
