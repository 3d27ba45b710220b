//! The forward a segment writes: a straight line of calls, each loop written out iteration by
//! iteration, each branch as a `match` keeping its arm's pullbacks.

use super::*;

impl Writer<'_> {
    /// The forward of `steps`: each call through its callee, each version moved into its
    /// accumulator's list, each loop and branch keeping what its backward reads. Names that
    /// become references are added to `env`.
    pub fn forward(&self, steps: &[Step], env: &mut Env) -> TokenStream {
        let krate = self.krate;
        let mut out = TokenStream::new();
        for step in steps {
            match step {
                Step::Constant(local) => {
                    let local = self.traced_local(local, env);
                    out.extend(quote!(#local));
                }
                Step::Call(call) => {
                    let mut hoisted = Vec::new();
                    let args: Vec<TokenStream> = call
                        .args
                        .iter()
                        .enumerate()
                        .map(|(j, arg)| {
                            let temp = names::constant_arg(&call.var, j);
                            match arg {
                                CallArg::Constant(expr) => {
                                    let expr = self.traced_expr(expr, env);
                                    hoisted.push(quote!(let #temp = #expr;));
                                }
                                CallArg::ConstantRef(expr) => {
                                    let expr = self.traced_expr(expr, env);
                                    hoisted.push(quote!(let #temp = #expr;));
                                    hoisted.extend(self.as_literal(&temp));
                                }
                                CallArg::Name(name, Binding::ConstantRef) => hoisted.extend(self.as_literal(name)),
                                _ => {}
                            }
                            env.arg(arg, &temp)
                        })
                        .collect();
                    let var = &call.var;
                    let pullback = names::pullback(var);
                    let ty = call.ty.as_ref().map(|t| match self.world {
                        World::Eager => quote!(: (#t, _)),
                        World::Graph => quote!(: (#krate::hlo::Traced<#t>, _)),
                    });
                    let (callee, graph) = match self.world {
                        World::Eager => (callee_item(&call.func, "vjp"), None),
                        World::Graph => {
                            let graph = &self.graph;
                            (callee_item(&call.func, "trace"), Some(quote!(#graph,)))
                        }
                    };
                    out.extend(quote! {
                        #(#hoisted)*
                        let (#var, #pullback) #ty = #callee(#graph #(#args),*)?;
                    });
                }
                Step::List(list) => out.extend(quote!(let mut #list = ::std::vec::Vec::new();)),
                Step::Push(p) => {
                    let (states, mark, var, accumulator) = (states_of(p), names::mark(&p.var), &p.var, &p.accumulator);
                    if p.first {
                        out.extend(quote!(let mut #states = ::std::vec::Vec::new();));
                    }
                    out.extend(quote! {
                        let #mark = #krate::macro_support::push_version(&mut #states, #var);
                        #[allow(unused_variables)]
                        let #var = #krate::macro_support::version(&#states, &#mark)?;
                    });
                    if var != accumulator && !p.list {
                        out.extend(quote!(#[allow(unused_variables)] let #accumulator = #var;));
                    }
                    env.borrow([var.clone()]);
                }
                Step::Loop(l) => out.extend(self.loop_forward(l, env)),
                Step::Branch(b) => out.extend(self.branch_forward(b, env)),
            }
        }
        out
    }

    /// A loop's forward: the loop as written, each iteration reading its accumulators' newest
    /// versions and keeping what its backward reads in `record_{n}`.
    fn loop_forward(&self, l: &Loop, env: &mut Env) -> TokenStream {
        let krate = self.krate;
        let record = names::record(l.number);
        let mut inner = env.clone();
        let current = |accumulator: &Ident, var: &Ident| {
            let (states, mark) = (names::states(accumulator), names::mark(var));
            quote! {
                let #mark = #krate::macro_support::last_mark(&#states);
                let #var = #krate::macro_support::version(&#states, &#mark)?;
                #[allow(unused_variables)]
                let #accumulator = #var;
            }
        };
        let entries: Vec<TokenStream> = l.carried.iter().map(|c| current(&c.accumulator, &c.entry)).collect();
        inner.borrow(l.carried.iter().map(|c| c.entry.clone()));
        let (head, bound) = match &l.iterable {
            Iterable::Config { pattern, expr } => {
                let expr = self.traced_expr(expr, env);
                (quote!(for #pattern in #expr), crate::body::names_of(pattern))
            }
            Iterable::Layers { list, item, index } => {
                inner.borrow([item.clone()]);
                let list = env.arg(list, item);
                let items = quote!(::core::iter::IntoIterator::into_iter(#list));
                match index {
                    Some(index) => (
                        quote!(for (#index, #item) in ::core::iter::Iterator::enumerate(#items)),
                        crate::body::names_of(index),
                    ),
                    None => (quote!(for #item in #items), Vec::new()),
                }
            }
        };
        let body = self.forward(&l.body, &mut inner);
        let mut kept = kept(&l.body, None, &bound);
        kept.extend(l.carried.iter().map(|c| names::mark(&c.entry)));
        let afters: Vec<TokenStream> = l.carried.iter().map(|c| current(&c.accumulator, &c.after)).collect();
        env.borrow(l.carried.iter().map(|c| c.after.clone()));
        quote! {
            let mut #record = ::std::vec::Vec::new();
            #head {
                #(#entries)*
                #body
                #record.push((#(#kept,)*));
            }
            #(#afters)*
        }
    }

    /// A branch's forward: the `if` chain or `match` as written, each arm keeping what its
    /// backward reads in `branch_{value}_{k}` and giving its value.
    fn branch_forward(&self, b: &Branch, env: &mut Env) -> TokenStream {
        let krate = self.krate;
        let states: Vec<Ident> = (0..b.arms.len()).map(|k| names::branch(&b.var, k)).collect();
        let mut arms = Vec::new();
        for (arm, state) in b.arms.iter().zip(&states) {
            let mut inner = env.clone();
            let body = self.forward(&arm.body, &mut inner);
            let bound = match &arm.head {
                ArmHead::Match(pattern, _) => crate::body::names_of(pattern),
                ArmHead::If(Some(cond)) => crate::body::let_names(cond),
                ArmHead::If(None) => Vec::new(),
            };
            let (kept, value) = match &arm.output {
                ArmOutput::Value(v) => (kept(&arm.body, Some(v), &bound), quote!(#v)),
                ArmOutput::Constant(e) => (kept(&arm.body, None, &bound), quote!(#e)),
            };
            let block = quote!({
                #body
                #state = ::core::option::Option::Some((#(#kept,)*));
                #value
            });
            arms.push(match &arm.head {
                ArmHead::If(Some(cond)) => {
                    let cond = self.traced_expr(cond, env);
                    quote!(if #cond #block)
                }
                ArmHead::If(None) => block,
                ArmHead::Match(pattern, guard) => {
                    let guard = guard.as_ref().map(|g| {
                        let g = self.traced_expr(g, env);
                        quote!(if #g)
                    });
                    quote!(#pattern #guard => #block,)
                }
            });
        }
        let value = match &b.scrutinee {
            Some(scrutinee) => {
                let scrutinee = self.traced_expr(scrutinee, env);
                quote!(match #scrutinee { #(#arms)* })
            }
            None => quote!(#(#arms)else*),
        };
        let var = &b.var;
        let ty = b.ty.as_ref().map(|t| match self.world {
            World::Eager => quote!(: #t),
            World::Graph => quote!(: #krate::hlo::Traced<#t>),
        });
        quote! {
            #(let mut #states = ::core::option::Option::None;)*
            let #var #ty = #value;
        }
    }
}
