import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from '../button/index.ts';

export interface ColumnMenuProps {
  readonly label: string;
  /** Every column the menu can show or hide, in table order. */
  readonly columns: readonly { readonly id: string; readonly header: string; readonly hideable: boolean }[];
  readonly visible: ReadonlySet<string>;
  readonly onChange: (visible: ReadonlySet<string>) => void;
}

/**
 * The table's column visibility menu (react-aria's MenuTrigger and Menu, multiple selection): each
 * column a checkbox item; a column that cannot be hidden is shown checked and disabled.
 */
export function ColumnMenu({ label, columns, visible, onChange }: ColumnMenuProps) {
  const locked = columns.filter((column) => !column.hideable).map((column) => column.id);
  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm" className="jui-data-table__columns-button">
        {label}
      </Button>
      <Popover className="jui-data-table__popover" placement="bottom end" offset={4}>
        <Menu
          aria-label={label}
          className="jui-data-table__menu"
          selectionMode="multiple"
          selectedKeys={visible}
          disabledKeys={locked}
          onSelectionChange={(keys) => {
            const next = new Set<string>(locked);
            if (keys === 'all') for (const column of columns) next.add(column.id);
            else for (const key of keys) next.add(String(key));
            onChange(next);
          }}
        >
          {columns.map((column) => (
            <MenuItem key={column.id} id={column.id} textValue={column.header} className="jui-data-table__menu-item">
              {({ isSelected }) => (
                <>
                  <span
                    className="jui-data-table__menu-check"
                    aria-hidden="true"
                    data-checked={isSelected || undefined}
                  >
                    {isSelected ? '✓' : ''}
                  </span>
                  {column.header}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
