import { describe, expect, it } from 'vitest';
import { type Condition, OPERATORS, parseExpression, writeExpression } from './filter-expression';

const row = (field: string, op: Condition['op'], value: string, join: Condition['join'] = 'and'): Condition => ({
  join,
  field,
  op,
  value,
});

describe('the filter expression the builder writes', () => {
  it.each(OPERATORS)('writes a number comparison with %s', (op) => {
    expect(writeExpression([row('roi', op, '30')])).toEqual({ expression: `roi ${op} 30` });
  });

  it('quotes text, writes booleans and null bare, and normalises numbers', () => {
    expect(writeExpression([row('brand', '=', 'Acme Toys')])).toEqual({ expression: "brand = 'Acme Toys'" });
    expect(writeExpression([row('brand', '!=', 'Acme')])).toEqual({ expression: "brand != 'Acme'" });
    expect(writeExpression([row('hasAlert', '=', 'false')])).toEqual({ expression: 'hasAlert = false' });
    expect(writeExpression([row('isHazmat', '!=', 'true')])).toEqual({ expression: 'isHazmat != true' });
    expect(writeExpression([row('cost', '=', 'null')])).toEqual({ expression: 'cost = null' });
    expect(writeExpression([row('cost', '>=', ' 07.50 ')])).toEqual({ expression: 'cost >= 7.5' });
  });

  it('joins rows with and / or in order', () => {
    const rows = [row('roi', '>=', '30'), row('bsrCurrent', '<', '50000', 'and'), row('brand', '=', 'Acme', 'or')];
    expect(writeExpression(rows)).toEqual({ expression: "roi >= 30 and bsrCurrent < 50000 or brand = 'Acme'" });
    expect(writeExpression([row('roi', '>', '1'), row('margin', '>', '2', 'or')])).toEqual({
      expression: 'roi > 1 or margin > 2',
    });
    expect(writeExpression([])).toEqual({ expression: '' });
  });

  it('refuses invalid values, naming the row', () => {
    expect(writeExpression([row('roi', '>', '1'), row('roi', '>', 'abc')])).toEqual({ error: 'ROI % needs a number.', index: 1 });
    expect(writeExpression([row('roi', '>', '')])).toEqual({ error: 'ROI % needs a number.', index: 0 });
    expect(writeExpression([row('brand', '<', 'Acme')])).toEqual({ error: 'Brand takes only = and !=.', index: 0 });
    expect(writeExpression([row('hasAlert', '=', 'maybe')])).toEqual({ error: 'Has alert is yes or no.', index: 0 });
    expect(writeExpression([row('cost', '<', 'null')])).toEqual({ error: 'Only = and != compare with null.', index: 0 });
    expect(writeExpression([row('brand', '=', "O'Neil")])).toMatchObject({ index: 0 });
    expect(writeExpression([row('brand', '=', '')])).toEqual({ error: 'Brand needs a text.', index: 0 });
    expect(writeExpression([row('', '=', '1')])).toEqual({ error: 'Choose a field.', index: 0 });
  });
});

describe('reading an expression back into rows', () => {
  it('reads what the builder writes', () => {
    const rows = [
      row('roi', '>=', '30'),
      row('bsrCurrent', '<', '50000', 'and'),
      row('brand', '=', 'Acme Toys', 'or'),
      row('hasAlert', '=', 'false', 'and'),
      row('cost', '!=', 'null', 'or'),
    ];
    const written = writeExpression(rows);
    if (!('expression' in written)) throw new Error('not written');
    expect(parseExpression(written.expression)).toEqual(rows);
  });

  it('ignores the case of keywords and field names and accepts double quotes', () => {
    expect(parseExpression('ROI > 5 AND Brand = "Acme" Or hasalert = TRUE')).toEqual([
      row('roi', '>', '5'),
      row('brand', '=', 'Acme', 'and'),
      row('hasAlert', '=', 'true', 'or'),
    ]);
    expect(parseExpression('   ')).toEqual([]);
  });

  it('leaves expressions the builder cannot show as text (null)', () => {
    expect(parseExpression('(roi > 5 or margin > 2) and hasAlert = false')).toBeNull();
    expect(parseExpression('not hasAlert = true')).toBeNull();
    expect(parseExpression('rio > 5')).toBeNull();
    expect(parseExpression('roi > ')).toBeNull();
    expect(parseExpression('roi > 5 and')).toBeNull();
    expect(parseExpression('roi > 5 margin > 2')).toBeNull();
    expect(parseExpression("roi > 'five'")).toBeNull();
    expect(parseExpression('brand = Acme')).toBeNull();
    expect(parseExpression('brand > 5')).toBeNull();
    expect(parseExpression("brand = 'unclosed")).toBeNull();
  });
});
