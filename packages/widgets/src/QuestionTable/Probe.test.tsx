import { axe } from 'vitest-axe';
import { it, expect } from 'vitest';
it('axe resolves', async () => { const div = document.createElement('div'); div.innerHTML = '<button>Hi</button><button></button>'; document.body.append(div); const r = await axe(div, { rules: { 'color-contrast': { enabled: false } } }); expect(r.violations.map(v=>v.id)).toEqual(['button-name']); });
