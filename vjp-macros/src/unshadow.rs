//! Shadowing in a derived body, as Rust allows it (`let x = &x + &attn(&x)?;`, PyTorch's
//! `x = x + self.attn(x)`): before the body is analysed, a `let` that binds a name already
//! bound (an argument or an earlier `let` in scope) binds a fresh name instead (`x_1`, keeping
//! the span of the name written), and the uses after it read the fresh name, so every value
//! of the derivation has one name. Scopes are those of the body's blocks: a name shadowed in a
//! loop's body or a branch's arm reads as before after it.

use proc_macro2::Span;
use std::collections::{HashMap, HashSet};
use syn::visit_mut::VisitMut;
use syn::{Block, Expr, Ident, Pat, Stmt};

/// The renaming in force: each name written to the name it stands for here.
#[derive(Clone, Default)]
struct Scope {
    names: HashMap<String, Ident>,
}

/// `block` with every shadowing `let` given a fresh name; `params` are the function's
/// arguments (bound before the body), `taken` every name the item mentions (fresh names avoid
/// them).
pub fn unshadow(block: &Block, params: &[Ident], taken: &HashSet<String>) -> Block {
    let mut scope = Scope::default();
    for param in params {
        scope.names.insert(param.to_string(), param.clone());
    }
    let mut renamer = Renamer {
        taken: taken.clone(),
        bound: params.iter().map(ToString::to_string).collect(),
    };
    let mut block = block.clone();
    renamer.block(&mut block, &mut scope);
    block
}

struct Renamer {
    /// Names that exist anywhere: a fresh name is none of them.
    taken: HashSet<String>,
    /// Names bound so far, anywhere in the body: a `let` of one of them shadows.
    bound: HashSet<String>,
}

impl Renamer {
    /// A fresh name for a second binding of `ident`, with its span.
    fn fresh(&mut self, ident: &Ident) -> Ident {
        let base = ident.to_string();
        let base = base.strip_prefix("r#").unwrap_or(&base).to_string();
        let mut k = 1;
        loop {
            let candidate = format!("{base}_{k}");
            if !self.taken.contains(&candidate) {
                self.taken.insert(candidate.clone());
                return Ident::new(&candidate, ident.span());
            }
            k += 1;
        }
    }

    /// The statements of `block` in order, in a scope of their own.
    fn block(&mut self, block: &mut Block, outer: &mut Scope) {
        let mut scope = outer.clone();
        for stmt in &mut block.stmts {
            match stmt {
                Stmt::Local(local) => {
                    if let Some(init) = &mut local.init {
                        self.expr(&mut init.expr, &mut scope);
                        if let Some((_, diverge)) = &mut init.diverge {
                            self.expr(diverge, &mut scope);
                        }
                    }
                    self.bind(&mut local.pat, &mut scope);
                }
                Stmt::Expr(expr, _) => self.expr(expr, &mut scope),
                Stmt::Item(_) | Stmt::Macro(_) => {}
            }
        }
    }

    /// The names `pat` binds enter `scope`; one already bound gets a fresh name.
    fn bind(&mut self, pat: &mut Pat, scope: &mut Scope) {
        match pat {
            Pat::Ident(p) => {
                let name = p.ident.to_string();
                if self.bound.contains(&name) {
                    let fresh = self.fresh(&p.ident);
                    scope.names.insert(name, fresh.clone());
                    p.ident = fresh;
                } else {
                    self.bound.insert(name.clone());
                    scope.names.insert(name, p.ident.clone());
                }
            }
            Pat::Tuple(t) => t.elems.iter_mut().for_each(|p| self.bind(p, scope)),
            Pat::Type(t) => self.bind(&mut t.pat, scope),
            Pat::Reference(r) => self.bind(&mut r.pat, scope),
            Pat::Paren(p) => self.bind(&mut p.pat, scope),
            _ => {}
        }
    }

    /// The uses in `expr` renamed; the blocks of loops and branches in scopes of their own.
    fn expr(&mut self, expr: &mut Expr, scope: &mut Scope) {
        match expr {
            Expr::ForLoop(l) => {
                self.expr(&mut l.expr, scope);
                let mut inner = scope.clone();
                self.bind(&mut l.pat, &mut inner);
                self.block(&mut l.body, &mut inner);
            }
            Expr::If(i) => {
                self.expr(&mut i.cond, scope);
                self.block(&mut i.then_branch, scope);
                if let Some((_, other)) = &mut i.else_branch {
                    self.expr(other, scope);
                }
            }
            Expr::Match(m) => {
                self.expr(&mut m.expr, scope);
                for arm in &mut m.arms {
                    let mut inner = scope.clone();
                    if let Some((_, guard)) = &mut arm.guard {
                        self.expr(guard, &mut inner);
                    }
                    self.expr(&mut arm.body, &mut inner);
                }
            }
            Expr::Block(b) => self.block(&mut b.block, scope),
            other => Uses { scope }.visit_expr_mut(other),
        }
    }
}

/// Renames the plain-name uses of an expression (`x`, `&x`, `x.ncols()`), not fields or paths.
struct Uses<'a> {
    scope: &'a Scope,
}

impl VisitMut for Uses<'_> {
    fn visit_expr_path_mut(&mut self, path: &mut syn::ExprPath) {
        if path.qself.is_none()
            && let Some(ident) = path.path.get_ident()
            && let Some(renamed) = self.scope.names.get(&ident.to_string())
            && renamed != ident
        {
            let span: Span = ident.span();
            path.path = Ident::new(&renamed.to_string(), span).into();
        }
    }
}
