//! The body of a derived `#[vjp]` function: `let` bindings and a final expression, each
//! binding either a constant (no differentiable value involved) or a differentiable
//! expression: calls to other `#[vjp]` functions and the operators `+ - * /` and unary `-` on
//! tensors, nested as in ordinary Rust. A nested expression is flattened into one step per
//! call, each bound to a fresh name, so the derivation sees a straight line of calls.
//! Operators become the ops they stand for: `&a + &b` is `add(&a, &b)?`, `&a - &b` `sub`,
//! `&a * &b` `mul`, `&a / &b` `div`, `-&a` `neg`; with a scalar (an operand written by value,
//! `c`, where tensors are written by reference, `&a`), `&a * c` and `c * &a` are
//! `scale(&a, c)` and `&a / c` is `scale(&a, 1 / c)`. Reading a differentiable value's shape
//! (`x.nrows()`, `x.ncols()`, `x.shape()`, `x.dims()`, `x.numel()`, `x.len()`) gives a
//! constant. Everything else that touches a differentiable value is refused at its span.

use crate::names;
use crate::signature::{ParamKind, Signature};
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{ToTokens, quote};
use std::collections::{HashMap, HashSet};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{BinOp, Block, Expr, ExprPath, Ident, Local, Pat, Path, Stmt, Type, UnOp};

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
    /// `&layer.field` (or a longer path) of a differentiable argument `layer` that is a
    /// `#[derive(Params)]` struct: a parameter, whose gradient goes to that field of
    /// `layer`'s gradient. `name` stands for it in the derivation.
    Field(FieldArg),
}

/// A field of a differentiable argument, passed by reference.
#[derive(Clone, Debug)]
pub struct FieldArg {
    /// The argument.
    pub base: Ident,
    /// The fields, outermost first.
    pub members: Vec<syn::Member>,
    /// The name the derivation gives it (its cotangent's slot).
    pub name: Ident,
}

impl FieldArg {
    /// `base.m1.m2`.
    pub fn path(&self) -> TokenStream {
        let (base, members) = (&self.base, &self.members);
        quote!(#base #(.#members)*)
    }

    /// `base.m1.m2` as written, for messages.
    pub fn text(&self) -> String {
        self.path().to_string().replace(' ', "")
    }
}

/// The argument a field path `a.b.c` starts from, and its fields, if `expr` is one.
fn field_path(expr: &Expr) -> Option<(Ident, Vec<syn::Member>)> {
    match strip(expr) {
        Expr::Field(f) => field_chain(f),
        _ => None,
    }
}

/// [`field_path`] of a field access.
fn field_chain(f: &syn::ExprField) -> Option<(Ident, Vec<syn::Member>)> {
    let (base, mut members) = match strip(&f.base) {
        Expr::Field(inner) => field_chain(inner)?,
        other => (single_ident(other)?, Vec::new()),
    };
    members.push(f.member.clone());
    Some((base, members))
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

/// The methods that read a shape: on a differentiable value they give a constant.
const SHAPE_READS: &[&str] = &["nrows", "ncols", "shape", "dims", "numel", "len"];

/// Whether `m` reads the shape of a plain name (`x.ncols()`, `(&x).dims()`).
fn is_shape_read(m: &syn::ExprMethodCall) -> bool {
    let receiver = match strip(&m.receiver) {
        Expr::Reference(r) => strip(&r.expr),
        other => other,
    };
    m.args.is_empty()
        && m.turbofish.is_none()
        && SHAPE_READS.contains(&names::text(&m.method).as_str())
        && single_ident(receiver).is_some()
}

/// The first differentiable name an expression uses, looking through macros' tokens and past
/// shape reads.
struct Finder<'a> {
    analyzer: &'a Analyzer,
    found: Option<Ident>,
    shape_read: Option<Span>,
}

impl<'ast> Visit<'ast> for Finder<'_> {
    fn visit_expr_field(&mut self, f: &'ast syn::ExprField) {
        // A field of a differentiable argument read by value is configuration (`layer.eps`).
        if field_chain(f).is_some_and(|(base, _)| self.analyzer.is_diff_param(&base)) {
            return;
        }
        syn::visit::visit_expr_field(self, f);
    }

    fn visit_expr_reference(&mut self, r: &'ast syn::ExprReference) {
        // ... and by reference, a parameter (`&layer.gain`).
        if let Some((base, _)) = field_path(&r.expr).filter(|(base, _)| self.analyzer.is_diff_param(base)) {
            if self.found.is_none() {
                self.found = Some(base);
            }
            return;
        }
        syn::visit::visit_expr_reference(self, r);
    }

    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        if is_shape_read(m) {
            self.shape_read = self.shape_read.or(Some(m.method.span()));
            return;
        }
        // A nested layer's method (`layer.mlp.forward(&h)`) depends on the layer's parameters.
        if let Some((base, _)) = field_path(&m.receiver).filter(|(base, _)| self.analyzer.is_diff_param(base)) {
            if self.found.is_none() {
                self.found = Some(base);
            }
            return;
        }
        syn::visit::visit_expr_method_call(self, m);
    }

    fn visit_ident(&mut self, ident: &'ast Ident) {
        if self.found.is_none() && self.analyzer.is_diff(&names::text(ident)) {
            self.found = Some(ident.clone());
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if self.found.is_none() {
            self.found = self.analyzer.mentioned(mac.tokens.clone());
        }
        syn::visit::visit_macro(self, mac);
    }
}

struct Analyzer {
    names: HashMap<String, Binding>,
    /// The crate's path, for the ops operators stand for.
    krate: Path,
    /// Whether the function returns `Result` (an operator's error is returned with `?`).
    fallible: bool,
    /// Whether `f::trace` is derived too (graph values have no shape methods).
    export: bool,
    /// Every identifier the user's function mentions, and the fresh names given so far.
    taken: HashSet<String>,
    /// The name given to each field path of a differentiable argument, by its text.
    fields: HashMap<String, Ident>,
}

impl Analyzer {
    fn is_diff_param(&self, ident: &Ident) -> bool {
        self.names.get(&names::text(ident)) == Some(&Binding::Param(ParamKind::Diff))
    }

    /// `&base.m1.m2` as an argument, when `expr` (the referent) is a field path of a
    /// differentiable argument: one name per path, however often it is used.
    fn field_arg(&mut self, expr: &Expr) -> Option<CallArg> {
        let (base, members) = field_path(expr).filter(|(base, _)| self.is_diff_param(base))?;
        let mut text = names::text(&base);
        for m in &members {
            text.push('.');
            text.push_str(&m.to_token_stream().to_string());
        }
        let name = match self.fields.get(&text) {
            Some(name) => name.clone(),
            None => {
                let name = self.temporary(&text.replace('.', "_"));
                self.fields.insert(text, name.clone());
                name
            }
        };
        Some(CallArg::Field(FieldArg { base, members, name }))
    }

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

    /// The first differentiable name `expr` uses, past shape reads (which give constants),
    /// and where it first reads a differentiable value's shape.
    fn find(&self, expr: &Expr) -> (Option<Ident>, Option<Span>) {
        let mut finder = Finder {
            analyzer: self,
            found: None,
            shape_read: None,
        };
        finder.visit_expr(expr);
        (finder.found, finder.shape_read)
    }

    /// The first differentiable name `expr` uses, past shape reads.
    fn mentions_diff(&self, expr: &Expr) -> Option<Ident> {
        self.find(expr).0
    }

    /// A fresh name for an intermediate value of a nested expression, bound as differentiable.
    fn temporary(&mut self, base: &str) -> Ident {
        let name = names::fresh(base, &self.taken);
        self.taken.insert(name.clone());
        self.names.insert(name.clone(), Binding::Intermediate);
        Ident::new(&name, Span::mixed_site())
    }

    /// `krate::name`, spanned at `span` (an operator's op).
    fn op(&self, name: &str, span: Span) -> ExprPath {
        let krate = &self.krate;
        let ident = Ident::new(name, span);
        syn::parse_quote_spanned!(span=> #krate::#ident)
    }

    /// Whether an operand of `*` or `/` is a tensor: it uses a differentiable value, is written
    /// by reference (`&mask`), or is a `#[no_grad]` reference argument. Anything else is a
    /// scalar.
    fn is_tensor(&self, expr: &Expr) -> bool {
        let expr = strip(expr);
        matches!(expr, Expr::Reference(_))
            || self.mentions_diff(expr).is_some()
            || single_ident(expr)
                .is_some_and(|i| self.names.get(&names::text(&i)) == Some(&Binding::Param(ParamKind::NoGradRef)))
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

    /// The steps computing the differentiable expression `expr` into `var`: its nested
    /// expressions first, each into a fresh name, then the call (or the op an operator stands
    /// for) that gives `var`.
    fn compute(&mut self, var: Ident, ty: Option<Type>, expr: &Expr, steps: &mut Vec<Step>) -> syn::Result<()> {
        let expr = strip_try(expr);
        let (func, args) = match expr {
            Expr::Call(call) => {
                let Expr::Path(func) = &*call.func else {
                    return Err(error(
                        call.func.span(),
                        "call a #[vjp] function by its path (`dense(&x, w, b)`); calling a computed function is not differentiated",
                    ));
                };
                let mut args = Vec::new();
                for arg in &call.args {
                    args.push(self.call_arg(arg, steps)?);
                }
                (func.clone(), args)
            }
            Expr::Binary(b) => self.operator(b, steps)?,
            Expr::MethodCall(m) => {
                // A nested layer's forward (`layer.mlp.forward(&h)`), through its witness.
                let Some(layer) = self.field_arg(&m.receiver) else {
                    return Err(self.refusal(expr));
                };
                if m.method != "forward" || m.args.len() != 1 {
                    return Err(error(
                        m.method.span(),
                        "a nested layer is called by its `forward(&x)` (its witness): other methods are not differentiated yet",
                    ));
                }
                let mut args = vec![layer];
                for arg in &m.args {
                    args.push(self.call_arg(arg, steps)?);
                }
                let krate = &self.krate;
                let func: ExprPath = syn::parse_quote_spanned!(m.method.span()=> #krate::macro_support::apply_forward);
                (func, args)
            }
            Expr::Unary(u) if matches!(u.op, UnOp::Neg(_)) => {
                self.check_fallible(u.op.span(), "-")?;
                let operand = self.operand(&u.expr, steps)?;
                (self.op("neg", u.op.span()), vec![operand])
            }
            other => return Err(self.refusal(other)),
        };
        steps.push(Step::Call(Box::new(Call { var, ty, func, args })));
        Ok(())
    }

    /// An operator's op and operands.
    fn operator(&mut self, b: &syn::ExprBinary, steps: &mut Vec<Step>) -> syn::Result<(ExprPath, Vec<CallArg>)> {
        let span = b.op.span();
        let symbol = b.op.to_token_stream().to_string();
        let (lhs, rhs) = (&*b.left, &*b.right);
        let name = match b.op {
            BinOp::Add(_) => "add",
            BinOp::Sub(_) => "sub",
            BinOp::Mul(_) => "mul",
            BinOp::Div(_) => "div",
            _ => {
                return Err(error(
                    span,
                    format!(
                        "`{symbol}` is not differentiated: tensors take `+`, `-`, `*` and `/`, or call a #[vjp] function"
                    ),
                ));
            }
        };
        self.check_fallible(span, &symbol)?;
        let (left_tensor, right_tensor) = (self.is_tensor(lhs), self.is_tensor(rhs));
        match (name, left_tensor, right_tensor) {
            (_, true, true) => {
                let (l, r) = (self.operand(lhs, steps)?, self.operand(rhs, steps)?);
                Ok((self.op(name, span), vec![l, r]))
            }
            ("mul", true, false) => {
                let tensor = self.operand(lhs, steps)?;
                Ok((
                    self.op("scale", span),
                    vec![tensor, CallArg::Constant(strip(rhs).clone())],
                ))
            }
            ("mul", false, true) => {
                let tensor = self.operand(rhs, steps)?;
                Ok((
                    self.op("scale", span),
                    vec![tensor, CallArg::Constant(strip(lhs).clone())],
                ))
            }
            ("div", true, false) => {
                let tensor = self.operand(lhs, steps)?;
                let krate = &self.krate;
                let divisor = strip(rhs);
                let factor: Expr = syn::parse_quote_spanned!(span=> #krate::macro_support::reciprocal(#divisor));
                Ok((self.op("scale", span), vec![tensor, CallArg::Constant(factor)]))
            }
            _ => Err(error(
                span,
                format!(
                    "`{symbol}` between a tensor and a scalar is not an op: tensors take `+` and `-` with tensors of their shape (written `&t`), `*` and `/` by a scalar (written `c`)"
                ),
            )),
        }
    }

    /// An error unless the function returns `Result`: an operator's op can meet tensors of
    /// different run-time shapes, and its error is returned as `?` would.
    fn check_fallible(&self, span: Span, symbol: &str) -> syn::Result<()> {
        if self.fallible {
            Ok(())
        } else {
            Err(error(
                span,
                format!(
                    "`{symbol}` on tensors is an error when their shapes differ at run time: return `Result<...>`, and the error is returned as `?` would"
                ),
            ))
        }
    }

    /// An operand of an operator: as [`Analyzer::call_arg`], but a nested expression may be
    /// written without `&` (`(&a + &b) * c`), as Rust's operators take values.
    fn operand(&mut self, expr: &Expr, steps: &mut Vec<Step>) -> syn::Result<CallArg> {
        self.argument(expr, steps, false)
    }

    /// A bound name as an argument; a computed value must be passed by reference.
    fn name_arg(&self, ident: Ident, by_ref: bool) -> syn::Result<CallArg> {
        let binding = self
            .names
            .get(&names::text(&ident))
            .copied()
            .unwrap_or(Binding::Constant);
        if binding == Binding::Intermediate && !by_ref {
            return Err(error(
                ident.span(),
                format!("pass `&{ident}`: differentiable values are passed by reference"),
            ));
        }
        Ok(CallArg::Name(ident, binding))
    }

    /// An argument of a call: a name, a field of a struct argument (`&layer.w`), a nested
    /// differentiable expression passed by reference (`&dense(x, w, b)?`, computed first into
    /// a fresh name), or a constant.
    fn call_arg(&mut self, arg: &Expr, steps: &mut Vec<Step>) -> syn::Result<CallArg> {
        self.argument(arg, steps, true)
    }

    /// [`Analyzer::call_arg`] and [`Analyzer::operand`]: `nested_by_ref` says whether a nested
    /// expression must be passed by reference.
    fn argument(&mut self, arg: &Expr, steps: &mut Vec<Step>, nested_by_ref: bool) -> syn::Result<CallArg> {
        let (inner, by_ref) = match strip(arg) {
            Expr::Reference(r) if r.mutability.is_none() => (strip(&r.expr), true),
            other => (other, false),
        };
        if by_ref && let Some(field) = self.field_arg(inner) {
            return Ok(field);
        }
        if let Some(ident) = single_ident(inner)
            && self.names.contains_key(&names::text(&ident))
        {
            return self.name_arg(ident, by_ref);
        }
        if self.mentions_diff(inner).is_none() {
            return Ok(CallArg::Constant(inner.clone()));
        }
        if nested_by_ref && !by_ref {
            return Err(error(
                inner.span(),
                "pass `&(...)`: differentiable values are passed by reference",
            ));
        }
        let temporary = self.temporary(&operation(inner));
        self.compute(temporary.clone(), None, inner, steps)?;
        Ok(CallArg::Name(temporary, Binding::Intermediate))
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
            Expr::Unary(u) => error(
                u.span(),
                format!("`{}` is not differentiated on tensors, {rule}", u.op.to_token_stream()),
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

/// A short name for what `expr` computes, for the fresh name of its value: the callee's
/// name, or the op an operator stands for.
fn operation(expr: &Expr) -> String {
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
/// are not refused again. `krate` is the path of the crate whose ops operators stand for;
/// `export` says whether `f::trace` is derived too.
pub fn analyze(sig: &Signature, block: &Block, krate: &Path, export: bool) -> syn::Result<Body> {
    let mut analyzer = Analyzer {
        names: sig
            .params
            .iter()
            .map(|p| (names::text(&p.name), Binding::Param(p.kind)))
            .collect(),
        krate: krate.clone(),
        fallible: sig.fallible,
        export,
        taken: {
            let item = &sig.item;
            names::mentioned(quote!(#item #block))
        },
        fields: HashMap::new(),
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
                if !differentiable
                    && analyzer.export
                    && let (_, Some(span)) = analyzer.find(&init.expr)
                {
                    errors.push(error(
                        span,
                        "a shape read on a differentiable value is not exported: pass the size as an argument, or drop `export`",
                    ));
                }
                if differentiable {
                    if let Some(var) = ident.clone()
                        && let Err(e) = analyzer.compute(var, ty, &init.expr, &mut steps)
                    {
                        errors.push(e);
                    }
                } else {
                    steps.push(Step::Constant(Box::new(local.clone())));
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
                    let var = Ident::new(&names::fresh(OUTPUT, &analyzer.taken), Span::mixed_site());
                    match analyzer.compute(var.clone(), None, tail, &mut steps) {
                        Ok(()) => output = Some(var),
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
    if export
        && let Some(field) = steps.iter().find_map(|step| match step {
            Step::Call(call) => call.args.iter().find_map(|a| match a {
                CallArg::Field(f) => Some(f.clone()),
                _ => None,
            }),
            Step::Constant(_) => None,
        })
    {
        errors.push(error(
            field.base.span(),
            format!(
                "the fields of a struct argument (`&{}`) are not exported yet: pass the tensors as arguments, or drop `export`",
                field.text()
            ),
        ));
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
        analyze(&signature::analyze(item).0, &block, &syn::parse_quote!(::vjp), false)
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

    /// The calls of a body, as `var = func(args)` lines.
    fn calls(body: &Body) -> Vec<String> {
        body.steps
            .iter()
            .filter_map(|step| match step {
                Step::Call(call) => {
                    let func = call.func.to_token_stream().to_string().replace(' ', "");
                    let args: Vec<String> = call
                        .args
                        .iter()
                        .map(|a| match a {
                            CallArg::Name(n, _) => n.to_string(),
                            CallArg::Field(f) => format!("&{}", f.text()),
                            CallArg::Constant(e) => format!(
                                "const {}",
                                e.to_token_stream()
                                    .to_string()
                                    .replace(":: ", "::")
                                    .replace(" ::", "::")
                                    .replace(" (", "(")
                            ),
                        })
                        .collect();
                    Some(format!("{} = {func}({})", call.var, args.join(", ")))
                }
                Step::Constant(_) => None,
            })
            .collect()
    }

    #[test]
    fn operators_become_their_ops_and_nested_expressions_are_flattened() {
        let body = analyze_tokens(quote! {
            fn block(x: &M, w: &W, b: &B, mask: &M, #[no_grad] keep: &M, c: f64) -> Result<M> {
                let h = &silu(&dense(x, w, b)?) * &(x - mask);
                let k = -&h / c + &h * keep;
                Ok(2.0 * &k)
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "dense_value = dense(x, w, b)",
                "silu_value = silu(dense_value)",
                "difference = ::vjp::sub(x, mask)",
                "h = ::vjp::mul(silu_value, difference)",
                "negation = ::vjp::neg(h)",
                "quotient = ::vjp::scale(negation, const ::vjp::macro_support::reciprocal(c))",
                "product = ::vjp::mul(h, keep)",
                "k = ::vjp::add(quotient, product)",
                "output = ::vjp::scale(k, const 2.0)",
            ]
        );
    }

    #[test]
    fn shape_reads_are_constants_except_in_an_exported_function() {
        let tokens = quote! {
            fn f(x: &M) -> Result<M> {
                let width = x.ncols();
                let y = scale(x, 1.0 / width as f64);
                Ok(y)
            }
        };
        let body = analyze_tokens(tokens.clone()).unwrap();
        assert!(matches!(body.steps[0], Step::Constant(_)));
        assert_eq!(calls(&body), ["y = scale(x, const 1.0 / width as f64)"]);
        let item: syn::ItemFn = syn::parse2(tokens).unwrap();
        let block = item.block.clone();
        let err = analyze(&signature::analyze(item).0, &block, &syn::parse_quote!(::vjp), true).unwrap_err();
        assert!(err.to_string().contains("not exported"), "{err}");
    }

    #[test]
    fn fields_of_a_struct_argument_are_parameters_by_reference_and_configuration_by_value() {
        let body = analyze_tokens(quote! {
            fn f(layer: &Block, x: &M) -> Result<M> {
                let h = rms_norm(x, &layer.norm.gain, layer.eps)?;
                Ok(&h * &layer.norm.gain)
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "h = rms_norm(x, &layer.norm.gain, const layer . eps)",
                "output = ::vjp::mul(h, &layer.norm.gain)"
            ]
        );
        let Step::Call(first) = &body.steps[0] else { panic!() };
        let Step::Call(second) = &body.steps[1] else { panic!() };
        let (CallArg::Field(a), CallArg::Field(b)) = (&first.args[1], &second.args[1]) else {
            panic!()
        };
        assert_eq!(
            (a.name.to_string(), b.name.to_string()),
            ("layer_norm_gain".into(), "layer_norm_gain".into())
        );
    }

    #[test]
    fn fresh_names_avoid_the_users() {
        let body = analyze_tokens(quote! {
            fn f(x: &M, sum: &M) -> Result<M> {
                let product = x * sum;
                Ok(&product * &(x + sum))
            }
        })
        .unwrap();
        assert_eq!(
            calls(&body),
            [
                "product = ::vjp::mul(x, sum)",
                "sum_ = ::vjp::add(x, sum)",
                "output = ::vjp::mul(product, sum_)"
            ]
        );
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
                "return `Result<...>`",
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
                    fn f(x: &M) -> Result<M> {
                        h(g(x)?)
                    }
                ),
                "pass `&(...)`",
            ),
            (
                quote!(
                    fn f(x: &M, c: f64) -> Result<M> {
                        let y = x + c;
                        Ok(y)
                    }
                ),
                "between a tensor and a scalar",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let y = x % x;
                        Ok(y)
                    }
                ),
                "`%` is not differentiated",
            ),
            (
                quote!(
                    fn f(x: &M) -> Result<M> {
                        let y = !x;
                        Ok(y)
                    }
                ),
                "`!` is not differentiated",
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
