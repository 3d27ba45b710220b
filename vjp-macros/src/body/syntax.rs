//! Syntax helpers: reading names, patterns and wrappers (`&`, `(..)`, `?`, `Ok(..)`) off the
//! user's tokens.

use super::*;

/// A short name for what `expr` computes, for the fresh name of its value: the callee's
/// name, or the op an operator stands for.
pub(super) fn operation(expr: &Expr) -> String {
    match strip_try(expr) {
        Expr::Call(call) => match &*call.func {
            Expr::Path(p) => p
                .path
                .segments
                .last()
                .map_or("value".to_string(), |s| format!("{}_value", names::text(&s.ident))),
            _ => "value".to_string(),
        },
        Expr::Binary(b) => match b.op {
            BinOp::Add(_) => "sum",
            BinOp::Sub(_) => "difference",
            BinOp::Mul(_) => "product",
            BinOp::Div(_) => "quotient",
            _ => "value",
        }
        .to_string(),
        Expr::Unary(_) => "negation".to_string(),
        _ => "value".to_string(),
    }
}

/// The name a method is called on: `x.m()`, `(&x).m()`.
pub fn receiver_name(receiver: &Expr) -> Option<Ident> {
    match strip(receiver) {
        Expr::Reference(r) => single_ident(strip(&r.expr)),
        other => single_ident(other),
    }
}

/// The name `m` copies, when it is `x.clone()`: differentiable as the op `copy`.
pub(super) fn copied(m: &syn::ExprMethodCall) -> Option<Ident> {
    if m.method == "clone" && m.args.is_empty() && m.turbofish.is_none() {
        single_ident(strip(&m.receiver))
    } else {
        None
    }
}

/// `e` without surrounding parentheses.
pub(super) fn strip(expr: &Expr) -> &Expr {
    match expr {
        Expr::Paren(p) => strip(&p.expr),
        Expr::Group(g) => strip(&g.expr),
        other => other,
    }
}

/// `e` without a trailing `?`.
pub(super) fn strip_try(expr: &Expr) -> &Expr {
    match strip(expr) {
        Expr::Try(t) => strip(&t.expr),
        other => other,
    }
}

pub(super) fn single_ident(expr: &Expr) -> Option<Ident> {
    match expr {
        Expr::Path(p) if p.qself.is_none() && p.attrs.is_empty() => p.path.get_ident().cloned(),
        _ => None,
    }
}

/// `e` for `Ok(e)`.
pub(super) fn strip_ok(expr: &Expr) -> &Expr {
    if let Expr::Call(call) = strip(expr)
        && let Expr::Path(p) = &*call.func
        && p.path.is_ident("Ok")
        && call.args.len() == 1
        && let Some(inner) = call.args.first()
    {
        return strip(inner);
    }
    strip(expr)
}

/// The name bound by a `let` pattern, its type annotation, its `mut` (for an accumulator),
/// and what is wrong with it.
pub(super) fn binding(pat: &Pat) -> (Option<Ident>, Option<Type>, Option<Span>, Option<syn::Error>) {
    let (pat, ty) = match pat {
        Pat::Type(t) => (&*t.pat, Some((*t.ty).clone())),
        other => (other, None),
    };
    match pat {
        Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => {
            (Some(p.ident.clone()), ty, p.mutability.map(|m| m.span), None)
        }
        other => (
            None,
            ty,
            None,
            Some(error(
                other.span(),
                "bind each differentiable value to one plain name (a pattern binds constants only)",
            )),
        ),
    }
}

/// The names a pattern binds.
pub fn names_of(pat: &Pat) -> Vec<Ident> {
    struct Names(Vec<Ident>);
    impl<'ast> Visit<'ast> for Names {
        fn visit_pat_ident(&mut self, p: &'ast syn::PatIdent) {
            self.0.push(p.ident.clone());
            syn::visit::visit_pat_ident(self, p);
        }
    }
    let mut names = Names(Vec::new());
    names.visit_pat(pat);
    names.0
}

/// The names the `let`s of a condition bind (`if let Some(c) = self.scale`).
pub fn let_names(cond: &Expr) -> Vec<Ident> {
    struct Lets(Vec<Ident>);
    impl<'ast> Visit<'ast> for Lets {
        fn visit_expr_let(&mut self, l: &'ast syn::ExprLet) {
            self.0.extend(names_of(&l.pat));
            syn::visit::visit_expr_let(self, l);
        }
    }
    let mut lets = Lets(Vec::new());
    lets.visit_expr(cond);
    lets.0
}

/// The operator a compound assignment (`h += &y`) applies.
pub(super) fn compound(op: &BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::AddAssign(t) => BinOp::Add(syn::Token![+](t.spans[0])),
        BinOp::SubAssign(t) => BinOp::Sub(syn::Token![-](t.spans[0])),
        BinOp::MulAssign(t) => BinOp::Mul(syn::Token![*](t.spans[0])),
        BinOp::DivAssign(t) => BinOp::Div(syn::Token![/](t.spans[0])),
        _ => return None,
    })
}

/// Whether an expression in statement position is a statement of a derived body (an
/// assignment or a loop) rather than a value.
pub(super) fn is_statement(expr: &Expr) -> bool {
    match strip(expr) {
        Expr::Assign(_) | Expr::ForLoop(_) => true,
        Expr::Binary(b) => compound(&b.op).is_some(),
        _ => false,
    }
}

/// Whether `expr` is an empty `Vec` (`Vec::new()`, `Vec::with_capacity(n)`): a list's start.
pub(super) fn is_new_list(expr: &Expr) -> bool {
    let Expr::Call(call) = strip(expr) else { return false };
    let Expr::Path(path) = &*call.func else { return false };
    let segments: Vec<String> = path.path.segments.iter().map(|s| s.ident.to_string()).collect();
    matches!(
        segments.iter().map(String::as_str).collect::<Vec<_>>().as_slice(),
        [.., "Vec", "new"] | [.., "Vec", "with_capacity"]
    )
}

/// The accumulators a loop's body assigns, by name, in order: in the body itself or in a loop
/// inside it, but not those the body declares (`let mut`), which are its own.
pub(super) fn assigned(stmts: &[Stmt]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut declared: HashSet<String> = HashSet::new();
    for stmt in stmts {
        let found = match stmt {
            Stmt::Local(local) => {
                declared.extend(names_of(&local.pat).iter().map(names::text));
                continue;
            }
            Stmt::Expr(expr, _) => match strip(expr) {
                Expr::Assign(a) => single_ident(strip(&a.left)).map(|i| vec![names::text(&i)]),
                Expr::Binary(b) if compound(&b.op).is_some() => {
                    single_ident(strip(&b.left)).map(|i| vec![names::text(&i)])
                }
                Expr::ForLoop(f) => Some(assigned(&f.body.stmts)),
                _ => None,
            },
            _ => None,
        };
        for name in found.into_iter().flatten() {
            if !declared.contains(&name) && !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}
