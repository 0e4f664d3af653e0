/** The sign-in pages' own rules, on top of the shared page look (htmlPage). */
export const PAGE_CSS = `h1{font-size:1.5rem;margin:.25rem 0}.lead{color:#4a4458;margin-top:0}
fieldset{border:0;margin:0;padding:0;display:grid;gap:.5rem}legend{font-weight:600;font-size:.95rem;padding:0;margin-bottom:.5rem}
label.choice{display:flex;align-items:center;gap:.6rem;font-weight:400;min-height:44px}label.choice input{width:1.25rem;height:1.25rem;margin:0;padding:0;flex:none}
fieldset .hint{margin:0}
form{display:grid;gap:.75rem;margin:1rem 0}.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
label{display:grid;gap:.25rem;font-weight:600;font-size:.95rem}
input{font:inherit;padding:.65rem .75rem;border:1px solid #b9b0cc;border-radius:.5rem;background:#fff;width:100%}
input:focus,button:focus,a:focus{outline:3px solid #f5b800;outline-offset:2px}
button{font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#5b3f8f;color:#fff;cursor:pointer}
button:hover{background:#4a3275}a{color:#5b3f8f}.hint{margin:-.5rem 0 0;font-size:.85rem;color:#4a4458}
.error{background:#fde8e8;border:1px solid #e0a0a0;color:#8a1c1c;padding:.75rem;border-radius:.5rem}.notice{background:#f3effb;border:1px solid #c9bde6;color:#2e2346;padding:.75rem;border-radius:.5rem}
.dev{font-size:.9rem;background:#fff7d6;padding:.5rem .75rem;border-radius:.5rem}
.accounts{list-style:none;padding:0;display:grid;gap:.5rem}.accounts form{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:0}
.accounts span{color:#4a4458;font-size:.9rem}
.forgot{margin:-.25rem 0 0}.forgot a{display:inline-block;padding:.5rem 0}
`;
