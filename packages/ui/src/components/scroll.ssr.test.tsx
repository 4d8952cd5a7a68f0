/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ScrollArea } from './scroll';

describe('ScrollArea rendered on the server', () => {
  it('is a named, focusable region before it is measured (keyboard users can always scroll it)', () => {
    const html = renderToString(
      <ScrollArea label="Итоги игры">
        <table>
          <tbody>
            <tr>
              <td>Команда</td>
            </tr>
          </tbody>
        </table>
      </ScrollArea>,
    );
    expect(html).toMatch(/role="region" aria-label="Итоги игры" tabindex="0"/);
    // the hint itself waits for the measure: only its line is kept on phone-wide screens
    expect(html).not.toContain('Листайте вбок');
  });
});
