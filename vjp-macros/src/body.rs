//! The body of a derived `#[vjp]` function: `let` bindings and a final expression, each
//! binding either a constant (no differentiable value involved) or a call to another `#[vjp]`
//! function. Everything else that touches a differentiable value is refused at its span.

use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::HashMap;
use syn::spanned::Spanned;
use syn::{Block, Expr, ExprPath, Ident, Local, Pat, Stmt, Type};

/// What a name in the body stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// An argument of the function, of this kind.
    Param(ParamKind),
    /// A value computed by a call to a `#[vjp]` function: differentiable.
    Intermediate,
    /// A value computed without differentiable values.
    Constant,
}

/// One argument at a call site.
#[derive(Clone, Debug)]
pub enum CallArg {
    /// A name bound in the body or an argument of the function.
    Name(Ident, Binding),
    /// Any other expression, free of differentiable values (for `&e`, the `e`). It is
    /// evaluated once, before the call.
    Constant(Expr),
}

/// A call to a `#[vjp]` function whose result is bound to `var`.
#[derive(Clone, Debug)]
pub struct Call {
    /// The name the result is bound to.
    pub var: Ident,
    /// An optional type annotation of the binding.
    pub ty: Option<Type>,
    /// The function called.
    pub func: ExprPath,
    /// Its arguments.
    pub args: Vec<CallArg>,
}

/// One step of the body, in order.
#[derive(Clone, Debug)]
pub enum Step {
    /// A binding that involves no differentiable value, emitted as written.
    Constant(Box<Local>),
    /// A differentiable call.
    Call(Box<Call>),
}

/// The analysed body.
#[derive(Clone, Debug)]
pub struct Body {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The name whose value the function returns.
    pub output: Ident,
}

/// The name given to the value of a final call expression (made fresh among the user's
/// names).
pub const OUTPUT: &str = "output";

/// What a loop refusal says.
const LOOPS: &str = "loops are not differentiated: write a stack of layers with `chain`, the examples of a batch with `batch_map`, attention heads with `per_head`";

fn error(span: Span, message: impl std::fmt::Display) -> syn::Error {
    syn::Error::new(span, message)
}

struct Analyzer {
    names: HashMap<String, Binding>,
}

impl Analyzer {
    fn is_diff(&self, name: &str) -> bool {
        matches!(
            self.names.get(name),
            Some(Binding::Intermediate | Binding::Param(ParamKind::Diff))
        )
    }

    /// The first differentiable name mentioned anywhere in `tokens`.
    fn mentioned(&self, tokens: TokenStream) -> Option<Ident> {
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) if self.is_diff(&names::text(&ident)) => return Some(ident),
                TokenTree::Group(group) => {
                    if let Some(found) = self.mentioned(group.stream()) {
                        return Some(found);
                    }
                }
                _ => {}
            }
        }
        None
    }

    fn mentions_diff(&self, expr: &Expr) -> Option<Ident> {
        self.mentioned(expr.to_token_stream())
    }

    fn bind(&mut self, ident: &Ident, binding: Binding) -> syn::Result<()> {
        let name = names::text(ident);
        if self.names.contains_key(&name) {
            return Err(error(
                ident.span(),
                format!("`{name}` is already bound: give each value in a derived #[vjp] function its own name"),
            ));
        }
        self.names.insert(name, binding);
        Ok(())
    }

    fn call(&self, var: Ident, ty: Option<Type>, expr: &Expr) -> syn::Result<Call> {
        let Expr::Call(call) = expr else {
            return Err(self.refusal(expr));
        };
        let Expr::Path(func) = &*call.func else {
            return Err(error(
                call.func.span(),
                "call a #[vjp] function by its path (`dense(&x, w, b)`); calling a computed function is not differentiated",
            ));
        };
        let args = call.args.iter().map(|a| self.call_arg(a)).collect::<syn::Result<_>>()?;
        Ok(Call {
            var,
            ty,
            func: func.clone(),
            args,
        })
    }

    fn call_arg(&self, arg: &Expr) -> syn::Result<CallArg> {
        let (inner, by_ref) = match strip(arg) {
            Expr::Reference(r) if r.mutability.is_none() => (strip(&r.expr), true),
            other => (other, false),
        };
        if let Some(ident) = single_ident(inner)
            && let Some(&binding) = self.names.get(&names::text(&ident))
        {
            if binding == Binding::Intermediate && !by_ref {
                return Err(error(
                    ident.span(),
                    format!("pass `&{ident}`: differentiable values are passed by reference"),
                ));
            }
            return Ok(CallArg::Name(ident, binding));
        }
        if let Some(ident) = self.mentions_diff(inner) {
            return Err(error(
                inner.span(),
                format!(
                    "an argument that uses the differentiable value `{ident}` must be a plain name: bind this expression with `let` first"
                ),
            ));
        }
        Ok(CallArg::Constant(inner.clone()))
    }

    /// The error for an expression that uses a differentiable value but is not a call.
    fn refusal(&self, expr: &Expr) -> syn::Error {
        let rule = "or write a rule with #[vjp(backward = ...)]";
        match expr {
            Expr::MethodCall(m) => error(
                m.method.span(),
                format!(
                    "method calls on differentiable values are not differentiated: call a #[vjp] function on the value instead of `.{}(..)`, {rule}",
                    m.method
                ),
            ),
            Expr::Binary(b) => error(
                b.op.span(),
                format!(
                    "operators on differentiable values are not differentiated: use `add(&a, &b)`, `scale(&x, c)` or another #[vjp] function, {rule}"
                ),
            ),
            Expr::Unary(u) => error(
                u.span(),
                format!(
                    "operators on differentiable values are not differentiated: use `scale(&x, -1.0)` or another #[vjp] function, {rule}"
                ),
            ),
            Expr::If(i) => error(
                i.if_token.span,
                format!("`if` is not differentiated: choose the branch outside the function, {rule}"),
            ),
            Expr::Match(m) => error(
                m.match_token.span,
                format!("`match` is not differentiated: choose the branch outside the function, {rule}"),
            ),
            Expr::ForLoop(f) => error(f.for_token.span, format!("{LOOPS}, {rule}")),
            Expr::While(w) => error(w.while_token.span, format!("{LOOPS}, {rule}")),
            Expr::Loop(l) => error(l.loop_token.span, format!("{LOOPS}, {rule}")),
            Expr::Closure(c) => error(
                c.or1_token.span,
                format!("closures over differentiable values are not differentiated, {rule}"),
            ),
            Expr::Macro(m) => error(
                m.mac.path.span(),
                format!("macros are not differentiated: call #[vjp] functions, {rule}"),
            ),
            Expr::Index(i) => error(
                i.bracket_token.span.join(),
                format!("indexing is not differentiated: use `slice_rows` or `slice_cols`, {rule}"),
            ),
            Expr::Field(f) => error(f.dot_token.span, format!("field access is not differentiated, {rule}")),
            other => error(
                other.span(),
                format!("this expression uses a differentiable value but is not a call to a #[vjp] function, {rule}"),
            ),
        }
    }
}

/// `e` without surrounding parentheses.
fn strip(expr: &Expr) -> &Expr {
    match expr {
        Expr::Paren(p) => strip(&p.expr),
        Expr::Group(g) => strip(&g.expr),
        other => other,
    }
}

/// `e` without a trailing `?`.
fn strip_try(expr: &Expr) -> &Expr {
    match strip(expr) {
        Expr::Try(t) => strip(&t.expr),
        other => other,
    }
}

fn single_ident(expr: &Expr) -> Option<Ident> {
    match expr {
        Expr::Path(p) if p.qself.is_none() && p.attrs.is_empty() => p.path.get_ident().cloned(),
        _ => None,
    }
}

/// `e` for `Ok(e)`.
fn strip_ok(expr: &Expr) -> &Expr {
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

/// The name bound by a `let` pattern, its type annotation, and what is wrong with it.
fn binding(pat: &Pat) -> (Option<Ident>, Option<Type>, Option<syn::Error>) {
    let (pat, ty) = match pat {
        Pat::Type(t) => (&*t.pat, Some((*t.ty).clone())),
        other => (other, None),
    };
    match pat {
        Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => {
            let refusal = p.mutability.map(|m| {
                error(
                    m.span,
                    "`let mut` is not differentiated: bind each value of a derived #[vjp] function once, to its own name; an accumulator updated in a loop is a stack of layers, written with `chain`",
                )
            });
            (Some(p.ident.clone()), ty, refusal)
        }
        other => (
            None,
            ty,
            Some(error(other.span(), "bind each value to one plain, immutable name")),
        ),
    }
}

/// Reads a derived body against its signature. Every refusal in the body is reported
/// (combined into one error); a refused value is taken as differentiable, so that its uses
/// are not refused again.
pub fn analyze(sig: &Signature, block: &Block) -> syn::Result<Body> {
    let mut analyzer = Analyzer {
        names: sig
            .params
            .iter()
            .map(|p| (names::text(&p.name), Binding::Param(p.kind)))
            .collect(),
    };
    let mut errors = Vec::new();
    let mut steps = Vec::new();
    let mut output = None;
    let count = block.stmts.len();
    for (index, stmt) in block.stmts.iter().enumerate() {
        match stmt {
            Stmt::Local(local) => {
                let (ident, ty, refusal) = binding(&local.pat);
                errors.extend(refusal);
                let Some(init) = &local.init else {
                    errors.push(error(
                        local.span(),
                        "every `let` in a derived #[vjp] function needs a value",
                    ));
                    continue;
                };
                if let Some((else_token, _)) = &init.diverge {
                    errors.push(error(
                        else_token.span,
                        "`let ... else` is not supported in a derived #[vjp] function",
                    ));
                }
                let differentiable = analyzer.mentions_diff(&init.expr).is_some();
                let step = if differentiable {
                    ident.clone().map(|var| {
                        analyzer
                            .call(var, ty, strip_try(&init.expr))
                            .map(|c| Step::Call(Box::new(c)))
                    })
                } else {
                    Some(Ok(Step::Constant(Box::new(local.clone()))))
                };
                match step {
                    Some(Ok(step)) => steps.push(step),
                    Some(Err(e)) => errors.push(e),
                    None => {}
                }
                if let Some(ident) = ident {
                    let kind = if differentiable {
                        Binding::Intermediate
                    } else {
                        Binding::Constant
                    };
                    if let Err(e) = analyzer.bind(&ident, kind) {
                        errors.push(e);
                    }
                }
            }
            Stmt::Expr(expr, None) if index + 1 == count => {
                let tail = strip_try(strip_ok(expr));
                if let Some(ident) = single_ident(tail)
                    && analyzer.is_diff(&names::text(&ident))
                {
                    output = Some(ident);
                } else if analyzer.mentions_diff(tail).is_none() {
                    errors.push(error(
                        expr.span(),
                        "the result does not depend on any differentiable argument: a derived #[vjp] function must compute its result from them",
                    ));
                } else {
                    let taken = names::mentioned(&sig.item);
                    let var = Ident::new(&names::fresh(OUTPUT, &taken), Span::mixed_site());
                    match analyzer.call(var.clone(), None, tail) {
                        Ok(call) => {
                            steps.push(Step::Call(Box::new(call)));
                            output = Some(var);
                        }
                        Err(e) => errors.push(e),
                    }
                }
            }
            Stmt::Expr(expr, _) => {
                if analyzer.mentions_diff(expr).is_some() && !matches!(strip(expr), Expr::Call(_)) {
                    errors.push(analyzer.refusal(strip(expr)));
                } else {
                    errors.push(error(
                        expr.span(),
                        "a derived #[vjp] function is `let` bindings and a final expression: bind this with `let`",
                    ));
                }
            }
            Stmt::Item(item) => errors.push(error(
                item.span(),
                "items inside a derived #[vjp] function are not supported: define them outside",
            )),
            Stmt::Macro(m) => errors.push(error(
                m.mac.path.span(),
                "macros are not supported in a derived #[vjp] function: call #[vjp] functions",
            )),
        }
    }
    if output.is_none() && !matches!(block.stmts.last(), Some(Stmt::Expr(_, None))) {
        errors.push(error(
            block.span(),
            "a derived #[vjp] function must end with the expression it returns",
        ));
    }
    match (crate::expand::combine(errors), output) {
        (Some(e), _) => Err(e),
        (None, Some(output)) => Ok(Body { steps, output }),
        (None, None) => Err(error(
            block.span(),
            "a derived #[vjp] function must end with the expression it returns",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature;
    use quote::quote;

    fn analyze_tokens(tokens: TokenStream) -> syn::Result<Body> {
        let item: syn::ItemFn = syn::parse2(tokens).unwrap();
        let block = item.block.clone();
        analyze(&signature::analyze(item).0, &block)
    }

    #[test]
    fn splits_constants_and_calls() {
        let body = analyze_tokens(quote! {
            fn mlp(x: &M, w1: &W, b1: &B, kind: GeluKind) -> Result<M> {
                let scale = T::from_f64(0.5);
                let h = dense(x, w1, b1)?;
                let a = gelu(&h, kind);
                scale_by(&a, scale)
            }
        })
        .unwrap();
        assert_eq!(body.steps.len(), 4);
        assert!(matches!(body.steps[0], Step::Constant(_)));
        let Step::Call(call) = &body.steps[2] else { panic!() };
        assert_eq!(call.var, "a");
        assert!(matches!(&call.args[0], CallArg::Name(n, Binding::Intermediate) if n == "h"));
        assert!(matches!(&call.args[1], CallArg::Name(n, Binding::Param(ParamKind::Config)) if n == "kind"));
        assert_eq!(body.output, OUTPUT);
        assert_eq!(names::slot(&body.output).to_string(), "d_output");
    }

    #[test]
    fn a_returned_name_is_the_output() {
        let body = analyze_tokens(quote!(
            fn f(x: &M) -> Result<M> {
                let y = g(x)?;
                Ok(y)
            }
        ))
        .unwrap();
        assert_eq!(body.output, "y");
        assert_eq!(body.steps.len(), 1);
    }

    #[test]
    fn refuses_unsupported_constructs_with_their_reason() {
        let cases = [
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = x.map(g);
                        y
                    }
                ),
                "method calls",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = g(x);
                        y + y
                    }
                ),
                "operators",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        if c { g(x) } else { h(x) }
                    }
                ),
                "`if`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        for i in 0..3 {
                            g(x);
                        }
                        g(x)
                    }
                ),
                "loops",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        g(x);
                        g(x)
                    }
                ),
                "bind this with `let`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = loop {
                            break g(x);
                        };
                        y
                    }
                ),
                "loops",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let y = g(x);
                        h(y)
                    }
                ),
                "pass `&y`",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        h(&g(x))
                    }
                ),
                "must be a plain name",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        let x2 = g(x);
                        let x2 = g(&x2);
                        x2
                    }
                ),
                "already bound",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        zeros()
                    }
                ),
                "does not depend",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        println!("{x:?}");
                        g(x)
                    }
                ),
                "macros",
            ),
            (
                quote!(
                    fn f(x: &M) -> M {
                        (funcs[0])(x)
                    }
                ),
                "by its path",
            ),
        ];
        for (tokens, expected) in cases {
            let err = analyze_tokens(tokens).unwrap_err().to_string();
            assert!(err.contains(expected), "expected `{expected}` in: {err}");
        }
    }
}
