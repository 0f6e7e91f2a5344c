import tokensCss from '../theme/tokens.css?raw';

export interface Token {
  readonly name: string;
  readonly value: string;
  readonly note: string;
}

/** The custom properties declared in theme/tokens.css (the first declaration of each). */
export function parseTokens(css: string): Token[] {
  const tokens = new Map<string, Token>();
  for (const match of css.matchAll(/(--jui-[\w-]+):\s*([^;]+);(?:\s*\/\*\s*([^*]*)\*\/)?/g)) {
    const [, name = '', value = '', note = ''] = match;
    if (!tokens.has(name)) tokens.set(name, { name, value: value.trim(), note: note.trim() });
  }
  return [...tokens.values()];
}

const groups = [
  ['Colour', '--jui-color-'],
  ['Type', '--jui-font'],
  ['Type scale', '--jui-text-'],
  ['Spacing', '--jui-space-'],
  ['Radius', '--jui-radius-'],
  ['Elevation and motion', '--jui-'],
] as const;

function Sample({ token }: { readonly token: Token }) {
  if (token.name.startsWith('--jui-color-')) {
    return (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          inlineSize: '2.5rem',
          blockSize: '1.5rem',
          border: '1px solid #868e96',
          borderRadius: '0.25rem',
          background: `var(${token.name})`,
        }}
      />
    );
  }
  if (token.name.startsWith('--jui-space-')) {
    return (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          blockSize: '0.75rem',
          inlineSize: `var(${token.name})`,
          background: '#b8440a',
        }}
      />
    );
  }
  if (token.name.startsWith('--jui-text-')) return <span style={{ fontSize: `var(${token.name})` }}>Juice عصير</span>;
  if (token.name.startsWith('--jui-font'))
    return <span style={{ fontFamily: `var(${token.name})` }}>Fresh juice عصير طازج</span>;
  return null;
}

/** Every design token with its value, grouped, rendered from the theme's source. */
export function TokenTable() {
  const tokens = parseTokens(tokensCss);
  const seen = new Set<string>();
  return (
    <>
      {groups.map(([title, prefix]) => {
        const rows = tokens.filter((token) => token.name.startsWith(prefix) && !seen.has(token.name));
        rows.forEach((token) => seen.add(token.name));
        if (rows.length === 0) return null;
        return (
          <section key={title}>
            <h2>{title}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Token</th>
                  <th scope="col">Value</th>
                  <th scope="col">Sample</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((token) => (
                  <tr key={token.name}>
                    <td>
                      <code>{token.name}</code>
                    </td>
                    <td>
                      <code>{token.value}</code>
                    </td>
                    <td>
                      <Sample token={token} />
                    </td>
                    <td>{token.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
