/** «Что у нас есть»: the product in four short points. */
import { Card, colors, fontSize, space } from '@quiz/ui';

export const WHAT_WE_HAVE_TITLE = 'Что у нас есть';
export const WHAT_WE_HAVE = [
  {
    title: 'Тематические игры',
    text: 'Каждую неделю — новая тема: от сериалов и мультфильмов до истории и науки.',
  },
  {
    title: 'Команды до 10 человек',
    text: 'Приходите с друзьями или коллегами, а если не хватает игроков — сыграйте в сборной.',
  },
  {
    title: 'Уютные площадки',
    text: 'Бары и рестораны с меню, в котором можно сделать предзаказ ещё до игры.',
  },
  {
    title: 'Итоги и рейтинг',
    text: 'Результаты по турам после каждой игры, рейтинг команд за сезон и фотоотчёты.',
  },
] as const;

export function WhatWeHave() {
  return (
    <section aria-labelledby="what-we-have" css={{ marginBottom: space(10) }}>
      <h2 id="what-we-have" css={{ margin: `0 0 ${space(4)}`, color: colors.primary, fontSize: fontSize.xl }}>
        {WHAT_WE_HAVE_TITLE}
      </h2>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: space(4),
          gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        }}
      >
        {WHAT_WE_HAVE.map((item) => (
          <Card as="li" key={item.title}>
            <h3 css={{ margin: `0 0 ${space(2)}`, fontSize: fontSize.lg }}>{item.title}</h3>
            <p css={{ margin: 0, color: colors.muted }}>{item.text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
